import type { Page } from 'playwright-core';

type Settings = Record<string, unknown> & { kurzus?: Record<string, Record<string, unknown>>; colorbox?: Record<string, unknown> };

/**
 * Serves a fixture page changed for one test: `markup` added at the end of its main region, `settings`
 * changing its drupalSettings (the page's JSON), `replace` any other edit of the HTML. Every host and the
 * CSP switch still apply: the demo server's answer is what is changed.
 */
export async function serveChanged(
  page: Page,
  fixture: string,
  change: { markup?: string; settings?: (settings: Settings) => void; replace?: (html: string) => string },
) {
  await page.route(`**${fixture}*`, async (route) => {
    const response = await route.fetch();
    let html = await response.text();
    if (change.markup) html = html.replace('</main>', `${change.markup}\n</main>`);
    if (change.settings) {
      const json = /(<script type="application\/json" data-drupal-selector="drupal-settings-json">)(.*?)(<\/script>)/s.exec(html)!;
      const settings = JSON.parse(json[2]!) as Settings;
      change.settings(settings);
      // As Drupal prints it: no '<' that could end the script element early.
      html = html.replace(json[0], () => json[1] + JSON.stringify(settings).replace(/</g, '\\u003c') + json[3]);
    }
    if (change.replace) html = change.replace(html);
    await route.fulfill({ response, body: html });
  });
}

/** Nothing the page shows may carry a handler, a data attribute the bundle reads, or a link it must not follow. */
export const dangerousIn = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      for (const element of root.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          // Where the URL parser takes the link (a relative one stays on the page's own http(s) origin).
          const url = ['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name)
            ? new URL(value, location.href).protocol
            : 'http:';
          if (name.startsWith('on') || !['http:', 'https:'].includes(url)) found.push(`<${element.localName} ${name}="${value}">`);
        }
        const player =
          element.localName === 'iframe' && /^https:\/\/player\.vimeo\.com\/video\/\d+\?/.test(element.getAttribute('src') ?? '');
        if (['script', 'iframe', 'object', 'embed', 'base', 'meta'].includes(element.localName) && !player)
          found.push(`<${element.localName}>`);
      }
    }
    return found;
  }, selector);
