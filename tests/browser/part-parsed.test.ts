// @vitest-environment node
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listFixtures } from '../../scripts/demo/fixtures.ts';
import { firstFrameHasWholeMain, movedWhileParsing } from './part-parsed.ts';
import { baseURL } from './support.ts';

/**
 * A page painted part-parsed moves nothing in view as the rest arrives (the layout-shift test meets this
 * only when a busy machine's parser yields at the wrong moment; here every page is cut at 24 points).
 * The theme's `<link rel=expect>` holds the first paint until the main region is parsed; what follows it
 * (the footer) flows from the start edge. The hold itself is checked on a page that arrives in two parts.
 */
const fixtures = listFixtures();
const widths = [
  [1280, 800],
  [390, 844],
] as const;
const cuts = 24;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.connect(inject('wsEndpoint'));
});
afterAll(async () => {
  await browser.close();
});

async function withPage<T>(width: number, height: number, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height } });
  try {
    return await use(await context.newPage());
  } finally {
    await context.close();
  }
}

describe.concurrent.each(widths)('a page painted part-parsed, at %i px', (width, height) => {
  it.each(fixtures.map(({ url }) => url))('%s: nothing in view moves as the rest arrives', async (url) => {
    const moved = await withPage(width, height, (page) => movedWhileParsing(page, baseURL() + url, cuts));
    expect(moved).toEqual([]);
  });
});

// The check can fail: without the theme's hold on the first paint, the packages page's cards (which share
// their rows' heights) and the header's right-hand items move as later ones arrive.
it('without the hold on the first paint, the packages page moves at 1280 px', async () => {
  const moved = await withPage(1280, 800, (page) =>
    movedWhileParsing(page, `${baseURL()}/fixtures/packages.html`, cuts, (html) => html.replace(/<link rel="expect"[^>]*>/, '')),
  );
  expect(moved).not.toEqual([]);
});

// The hold, as a browser on a slow network meets it: the page arrives cut inside the main region, the rest
// a second later, and no frame comes before main's end. Naming <main> itself would not do: Chromium lets the
// first frame through once the named element is inserted, at main's start tag.
describe.concurrent('the first paint of a page that arrives in two parts', () => {
  const html = (url: string) => fetch(baseURL() + url).then((response) => response.text());
  it.each(fixtures.map(({ url }) => url))('%s: comes once the main region is parsed whole', async (url) => {
    const page = await html(url);
    expect(await withPage(1280, 800, (tab) => firstFrameHasWholeMain(tab, page, baseURL()))).toBe(true);
  });
  it('holding on <main> itself lets a part-parsed main region paint', async () => {
    const page = (await html('/fixtures/home.html')).replace('href="#main-end"', 'href="#main"');
    expect(await withPage(1280, 800, (tab) => firstFrameHasWholeMain(tab, page, baseURL()))).toBe(false);
  });
});
