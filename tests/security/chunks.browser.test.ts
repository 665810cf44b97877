// @vitest-environment node
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtOutputs, useBrowser } from '../browser/support.ts';

/**
 * Every lazy chunk failing, one feature at a time (the network refuses the module build's lazy chunks):
 * the control asks once more, then follows its own link, or says 'A tartalmat nem sikerült betölteni.'
 * where it has none. Never a dead control, never an uncaught error.
 */
const open = useBrowser();
const FAILED = 'A tartalmat nem sikerült betölteni.';
const lazyChunks = () => builtOutputs().filter((output) => output.role === 'lazy').map((output) => path.basename(output.file));

/** Refuses every lazy chunk; counts the requests for each (by file name, whatever query a retry adds). */
async function failLazyChunks(page: Page) {
  const names = new Set(lazyChunks());
  const asked = new Map<string, number>();
  await page.context().route('**/themes/custom/kurzus/dist/esm/chunks/*', (route) => {
    const name = path.basename(new URL(route.request().url()).pathname);
    if (!names.has(name)) return route.continue();
    asked.set(name, (asked.get(name) ?? 0) + 1);
    return route.abort('failed');
  });
  await page.context().route(/^https:\/\/(vimeo\.com|[a-z]+\.example\.hu)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="hu"><title>Külső oldal</title></html>' }),
  );
  return asked;
}

/** The feature's own chunk (its name starts so) was asked for at least twice: the first try and one retry. */
const retried = (asked: Map<string, number>, prefix: string) => [...asked].some(([name, count]) => name.startsWith(prefix) && count >= 2);

const cases: { feature: string; page: string; chunk: string; viewport?: { width: number; height: number }; act(page: Page): Promise<unknown>; outcome: 'href' | 'message'; href?: RegExp }[] = [
  { feature: "ticket ('coming soon' dialog)", page: '/fixtures/performances.html', chunk: 'ComingSoonDialog', act: (page) => page.locator('table.performances a.is-coming-soon').first().click(), outcome: 'href', href: /\/$/ },
  { feature: 'image lightbox', page: '/fixtures/gallery.html', chunk: 'Lightbox', act: (page) => page.locator('a.colorbox').first().click(), outcome: 'href', href: /\/fixtures\/assets\/gallery\/proba-1\.svg$/ },
  { feature: 'video lightbox', page: '/fixtures/gallery.html', chunk: 'VideoOverlay', act: (page) => page.locator('a[data-kurzus~="video"]').first().click(), outcome: 'href', href: /^https:\/\/vimeo\.com\// },
  { feature: "'2+1' error dialog", page: '/fixtures/bundle.html', chunk: 'BuyErrorDialog', act: (page) => page.getByRole('link', { name: 'Megveszem (2+1 csomag)' }).click(), outcome: 'message' },
  { feature: 'cart block', page: '/fixtures/courses.html', chunk: 'position', act: (page) => page.locator('a.cart-block--link__expand').click(), outcome: 'href', href: /\/kosar$/ },
  { feature: 'off-canvas menu', page: '/fixtures/packages.html', chunk: 'offcanvas', viewport: { width: 400, height: 800 }, act: (page) => page.getByRole('button', { name: 'Menü' }).click(), outcome: 'message' },
  { feature: 'more-items', page: '/fixtures/packages.html', chunk: 'more-items', act: (page) => page.locator('[data-kurzus~="more-items"]').click(), outcome: 'message' },
];

describe.each([
  ['standalone', ''],
  ['under a Drupal-like host', '?host=drupal'],
])('a lazy chunk that fails to load, %s', (_host, query) => {
  it.each(cases.map((entry) => [entry.feature, entry] as const))('%s: one retry, then its own link or the message', async (_feature, entry) => {
    const { page, logs } = await open('about:blank', { viewport: entry.viewport ?? { width: 1280, height: 900 } });
    const asked = await failLazyChunks(page);
    await page.goto(entry.page + query);
    await page.waitForFunction(() => document.querySelector('[data-once]') !== null);
    const start = page.url();
    await entry.act(page);
    if (entry.outcome === 'href') {
      await page.waitForURL(entry.href!, { timeout: 10_000 });
    } else {
      await expect.poll(() => page.getByText(FAILED).isVisible()).toBe(true);
      expect(page.url()).toBe(start);
    }
    expect(retried(asked, entry.chunk)).toBe(true);
    expect(logs.filter((log) => log.type === 'pageerror')).toEqual([]);
  });
});
