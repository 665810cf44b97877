// @vitest-environment node
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hosts, useBrowser } from './support.ts';

const open = useBrowser();
const contact = '/fixtures/contact.html';

/** Records every page-view request the page sends; they still reach the demo server (or fail as told). */
async function recordPageViews(page: Page, answer: 'server' | 'abort' | 500 = 'server') {
  const requests: Request[] = [];
  await page.route('**/ajax/page-view*', async (route) => {
    requests.push(route.request());
    if (answer === 'server') await route.continue();
    else if (answer === 'abort') await route.abort('connectionreset');
    else await route.fulfill({ status: answer, body: 'Hiba' });
  });
  return requests;
}

/** The fixture as served, with its settings JSON changed by `edit`. */
const withSettings = (edit: (html: string) => string) => async (page: Page) => {
  await page.route(`**${contact}*`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: edit(await response.text()) });
  });
};

/** Waits until the page has loaded and its bundle has attached, plus one round trip: any page view is sent by then. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.body.getAttribute('data-once')?.includes('kurzus-page-view'));
  await page.waitForLoadState('networkidle');
}

describe.each(hosts)('page-view tracking, %s', (_host, query) => {
  it('sends one GET /ajax/page-view?url=<encoded address> per page load, and another after a reload', async () => {
    let requests: Request[] = [];
    const { page, logs } = await open(contact + query + (query ? '&' : '?') + 'forras=hirlevel#urlap', {
      before: async (page) => void (requests = await recordPageViews(page)),
    });
    await settled(page);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method()).toBe('GET');
    const address = page.url();
    expect(requests[0]!.url()).toBe(new URL(`/ajax/page-view?url=${encodeURIComponent(address)}`, address).href);
    await page.reload();
    await settled(page);
    expect(requests).toHaveLength(2);
    // The demo server recorded the full address, fragment and query included.
    const recorded = await page.evaluate(async () =>
      ((await (await fetch('/allapot.json')).json()) as { pageViews: { url: string }[] }).pageViews.map((view) => view.url),
    );
    expect(recorded.filter((url) => url === address)).toHaveLength(2);
    expect(logs).toEqual([]);
  });

  it.each([
    ['the endpoint is down (connection reset)', 'abort' as const],
    ['the endpoint answers 500', 500 as const],
  ])('logs nothing of its own when %s', async (_case, answer) => {
    let requests: Request[] = [];
    const { page, logs } = await open(contact + query, { before: async (page) => void (requests = await recordPageViews(page, answer)) });
    await settled(page);
    expect(requests).toHaveLength(1);
    expect(logs).toEqual([]);
  });

  it('sends nothing on the admin-like page, which has no tracking settings', async () => {
    let requests: Request[] = [];
    const { page } = await open('/fixtures/admin.html' + query, { before: async (page) => void (requests = await recordPageViews(page)) });
    await settled(page);
    expect(requests).toHaveLength(0);
  });
});

describe('page-view tracking sends nothing', () => {
  it.each([
    ['without the settings', (html: string) => html.replace('"meta_conversions_api":{"enabled":true,"events":{"PageView":true}},', '')],
    ['when meta_conversions_api.enabled is false', (html: string) => html.replace('"enabled":true', '"enabled":false')],
    ['when events.PageView is false', (html: string) => html.replace('"PageView":true', '"PageView":false')],
  ])('%s', async (_case, edit) => {
    let requests: Request[] = [];
    const { page, logs } = await open(contact, {
      before: async (page) => {
        await withSettings(edit)(page);
        requests = await recordPageViews(page);
      },
    });
    await settled(page);
    expect(requests).toHaveLength(0);
    expect(logs).toEqual([]);
  });

  it('when Drupal.meta_conversions_api.allowedCallback() says no (e.g. no consent)', async () => {
    let requests: Request[] = [];
    const { page } = await open(contact, {
      before: async (page) => {
        await page.addInitScript(() => {
          (window as unknown as { Drupal: object }).Drupal = { meta_conversions_api: { allowedCallback: () => false } };
        });
        requests = await recordPageViews(page);
      },
    });
    await settled(page);
    expect(requests).toHaveLength(0);
  });
});
