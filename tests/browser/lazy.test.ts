// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hosts, useBrowser } from './support.ts';

const open = useBrowser();
const home = '/fixtures/home.html';
const threshold = 500;

/** Every lazy image and iframe of the page: the file it shows (or will), and where it is on the page. */
function media(page: Page) {
  return page.locator('[data-kurzus~="lazy"]').evaluateAll((all) =>
    all.map((element) => {
      const rect = element.getBoundingClientRect();
      const url = element.getAttribute('src') ?? (element as HTMLElement).dataset['src'] ?? '';
      return { path: new URL(url, location.href).pathname, top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
    }),
  );
}

/** The media within `threshold` px of the viewport scrolled to `scrollY`, by path. */
async function near(page: Page, scrollY: number) {
  const height = await page.evaluate(() => window.innerHeight);
  return (await media(page))
    .filter(({ top, bottom }) => top < scrollY + height + threshold && bottom > scrollY - threshold)
    .map(({ path }) => path)
    .sort();
}

/** Opens the front page and records every request for a lazy medium's file. */
async function openRecording(query = '') {
  const requested: string[] = [];
  const { page } = await open('about:blank');
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/fixtures\/assets\/(eloadas-.*\.svg|bemutato\.html)$/.test(path)) requested.push(path);
  });
  await page.goto(home + query);
  return { page, requested: () => [...requested].sort() };
}

describe.each(hosts)('lazy images and iframes, %s', (_host, query) => {
  it('load within 500 px of the viewport, not beyond, and each once', async () => {
    const { page, requested } = await openRecording(query);
    const atLoad = await near(page, 0);
    const all = (await media(page)).map(({ path }) => path);
    // The page has media both within reach and beyond it, or the test would prove nothing.
    expect(atLoad.length).toBeGreaterThan(0);
    expect(atLoad.length).toBeLessThan(all.length);
    await expect.poll(requested).toEqual(atLoad);
    await page.waitForLoadState('networkidle');
    expect(requested()).toEqual(atLoad);

    await page.evaluate(() => window.scrollTo(0, 900));
    const further = await near(page, 900);
    expect(further.length).toBeGreaterThan(atLoad.length);
    await expect.poll(requested).toEqual(further);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(requested).toEqual([...all].sort());
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    expect(requested()).toEqual([...all].sort());
    // `is-loaded` comes with each medium's load event, which on a busy machine can follow the network's quiet.
    await expect.poll(() => page.locator('[data-kurzus~="lazy"].is-loaded').count()).toBe(all.length);
  });
});

it('without JavaScript, shows the <noscript> copies and hides the lazy ones', async () => {
  const { page } = await open(home, { javaScriptEnabled: false });
  const shown = await page
    .locator('[data-kurzus~="lazy"]')
    .evaluateAll((all) => all.filter((element) => getComputedStyle(element).display !== 'none').length);
  expect(shown).toBe(0);
  expect(await page.locator('.gallery img:not([data-kurzus])').count()).toBe(6);
  const fallback = await page
    .locator('.gallery img:not([data-kurzus])')
    .first()
    .evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0);
  expect(fallback).toBe(true);
});
