// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, hosts, useBrowser, withClassicScript } from '../browser/support.ts';
import { reachFor, watchSentinel } from './observe.ts';
import { attribute, HTML_PAYLOADS, withSentinel } from './payloads.ts';
import { dangerousIn, serveChanged } from './changed-page.ts';

/**
 * The corpus against everything the widgets render: captions, in-page `message` and `insert` markup, and
 * settings and attribute strings shown as text. Many payloads per page load; after each batch nothing has
 * run, nothing was thrown, and the widget still opens and closes. (The URLs the widgets follow are in
 * urls.browser.test.ts.)
 */
const open = useBrowser();
const payloads = () => HTML_PAYLOADS.map((payload) => withSentinel(payload, baseURL()));

const errorsOf = (logs: { type: string; text: string }[]) => logs.filter((log) => log.type !== 'warning');

async function expectNothingRan(page: Page, sentinel: ReturnType<typeof watchSentinel>) {
  // Handlers fire on load, focus or a frame later: give them that time.
  await page.waitForTimeout(300);
  expect(await sentinel.ran()).toEqual({ global: null, requests: [] });
}

const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Képnézegető' });

it('has at least 150 payloads', () => {
  expect(HTML_PAYLOADS.length).toBeGreaterThanOrEqual(150);
});

describe.each(hosts)('the XSS corpus, %s', (_host, query) => {
  it('as lightbox captions (title attributes): every caption shown is inert, and the lightbox still works', async () => {
    const list = payloads();
    const markup = `<div id="xss-galeria">${list
      .map(
        (payload, index) =>
          `<a href="/fixtures/assets/gallery/proba-1.svg?${index}" class="colorbox" data-colorbox-gallery="xss" title="${attribute(payload)}">${index}</a>`,
      )
      .join('')}</div>`;
    const { page, logs } = await open('about:blank');
    const sentinel = watchSentinel(page);
    await serveChanged(page, '/fixtures/gallery.html', { markup });
    await page.goto('/fixtures/gallery.html' + query);
    await page.waitForFunction(() => document.querySelector('#xss-galeria a[data-once]') !== null);
    await page.locator('#xss-galeria a').first().click();
    await expect.poll(() => lightbox(page).isVisible()).toBe(true);
    // Steps through every caption in the page (a keydown per image, as the arrow key): each is rendered,
    // then checked, so markup that mutates on insertion is caught where it lands.
    const found = await page.evaluate(async (total) => {
      const problems: string[] = [];
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      for (let index = 0; index < total; index++) {
        for (
          let tries = 0;
          tries < 100 && document.querySelector('.kurzus-lightbox [role="status"]')?.textContent !== `${index + 1} / ${total}`;
          tries++
        )
          await frame();
        const caption = document.querySelector('.kurzus-lightbox__title');
        for (const element of caption?.querySelectorAll('*') ?? []) {
          for (const { name, value } of element.attributes) {
            const scheme = name === 'href' ? new URL(value, location.href).protocol : 'http:';
            if (
              name.startsWith('on') ||
              name.startsWith('data-') ||
              name === 'id' ||
              name === 'name' ||
              !['http:', 'https:'].includes(scheme)
            )
              problems.push(`${index}: ${name}="${value}"`);
          }
          if (!['a', 'b', 'strong', 'i', 'em', 'u', 'cite', 'code', 'br'].includes(element.localName))
            problems.push(`${index}: <${element.localName}>`);
        }
        if (document.querySelector('.kurzus-lightbox [data-once]')) problems.push(`${index}: a behaviour mounted in the lightbox`);
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      }
      return problems;
    }, list.length);
    // The last arrow key wraps round to the first image; React renders it in a later frame.
    await expect.poll(() => lightbox(page).getByRole('status').textContent()).toBe(`1 / ${list.length}`);
    expect(found).toEqual([]);
    await expectNothingRan(page, sentinel);
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox(page).count()).toBe(0);
    expect(errorsOf(logs)).toEqual([]);
  }, 60_000);

  it.each([
    ['the module build', (html: string) => html],
    ['the classic script', withClassicScript],
  ])(
    "as the in-page client's `insert` and `message` data, from %s: inserted and shown inert, and the client still works",
    async (_build, script) => {
      const list = payloads();
      const commands = list.flatMap((payload, index) => [
        { command: 'insert', method: 'html', selector: `#xss-cel-${index}`, data: payload },
        { command: 'message', message: payload, messageOptions: { type: 'status' } },
      ]);
      const markup = `<div id="xss-celok">${list.map((_, index) => `<div id="xss-cel-${index}"></div>`).join('')}</div>
      <form action="/teszt/parancsok" method="post" id="xss-urlap"><textarea name="parancsok" hidden>${attribute(JSON.stringify(commands))}</textarea>
      <input type="submit" class="use-ajax-submit" value="Parancsok" id="xss-kuld"></form>`;
      const { page, logs } = await open('about:blank');
      const sentinel = watchSentinel(page);
      await serveChanged(page, '/fixtures/contact.html', { markup, replace: script });
      await page.goto('/fixtures/contact.html' + query);
      await reachFor(page, page.locator('#xss-kuld'), 'inpage');
      await page.locator('#xss-kuld').click();
      await expect.poll(() => page.locator('[data-drupal-messages] .messages').count()).toBe(list.length);
      // Inserted, not dropped: the payloads' harmless markup (a bold word, say) is in the page.
      expect(await page.locator('#xss-celok b, #xss-celok strong, #xss-celok a').count()).toBeGreaterThan(0);
      expect(await dangerousIn(page, '#xss-celok, [data-drupal-messages]')).toEqual([]);
      await expectNothingRan(page, sentinel);
      // The page and its client still work: the response-time link updates in place.
      await page.getByRole('link', { name: 'Válaszidő frissítése' }).click();
      await expect.poll(() => page.locator('#valaszido').textContent()).toBe('Átlagos válaszidő ma: 1 munkanap.');
      expect(errorsOf(logs)).toEqual([]);
    },
  );

  it('as settings and attribute strings the widgets show (lightbox labels, video title): shown as text, never as markup', async () => {
    const list = payloads();
    // Each string carries a slice of the corpus; the labels are read through t(), whose placeholders are text too.
    const slice = (at: number) => list.slice(at * 30, at * 30 + 30).join(' ');
    const labels = {
      close: slice(0),
      previous: slice(1),
      next: slice(2),
      current: slice(3) + ' {current} / {total}',
      slideshowStart: slice(4),
      slideshowStop: slice(5),
    };
    const { page, logs } = await open('about:blank');
    const sentinel = watchSentinel(page);
    await serveChanged(page, '/fixtures/gallery.html', {
      settings: (settings) => Object.assign(settings.colorbox!, labels, { slideshow: true, slideshowAuto: false }),
      replace: (html) => html.replace(/data-title="[^"]*"/, `data-title="${attribute(slice(6))}"`),
    });
    await page.goto('/fixtures/gallery.html' + query);
    await page.waitForFunction(() => document.querySelector('a.colorbox[data-once]') !== null);
    await page.locator('a.colorbox[href$="proba-2.svg"]').click();
    await expect.poll(() => lightbox(page).isVisible()).toBe(true);
    await expect.poll(() => lightbox(page).getByRole('button', { name: labels.close, exact: true }).count()).toBe(1);
    expect(await dangerousIn(page, '.kurzus-lightbox')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox(page).count()).toBe(0);
    await page.route('https://player.vimeo.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Lejátszó</title>' }),
    );
    await page.locator('a[data-kurzus~="video"]').first().click();
    await expect.poll(() => page.locator('iframe.kurzus-video__player').getAttribute('title')).toBe(slice(6));
    expect(await dangerousIn(page, '.kurzus-video')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('iframe.kurzus-video__player').count()).toBe(0);
    await expectNothingRan(page, sentinel);
    expect(errorsOf(logs)).toEqual([]);
  });

  it('as exit-intent settings (cookie name, domain, consent selector): no script, no uncaught error, the pop-up still opens', async () => {
    const list = payloads();
    const { page, logs } = await open('about:blank');
    const sentinel = watchSentinel(page);
    await serveChanged(page, '/fixtures/home.html', {
      settings: (settings) =>
        Object.assign(settings.kurzus!['exit_intent']!, {
          cookie_name: list.slice(0, 40).join(''),
          cookie_domain: list[40],
          consent_selector: list.slice(41, 60).join(','),
        }),
    });
    await page.goto('/fixtures/home.html' + query);
    await expect.poll(() => page.locator('#ouibounce-exit-modal .modal[role="dialog"]').count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(1100);
    await page.mouse.move(600, 100);
    await page.mouse.move(600, -5);
    await expect.poll(() => page.getByRole('dialog', { name: 'Várj még egy pillanatra!' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expectNothingRan(page, sentinel);
    expect(errorsOf(logs)).toEqual([]);
  });
});
