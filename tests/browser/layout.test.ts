// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hosts, useBrowser } from './support.ts';

const open = useBrowser();
const home = '/fixtures/home.html';

/** The class lists of the page's layout containers. */
const containers = (page: Page) =>
  page.locator('[data-kurzus~="responsive-container"]').evaluateAll((all) => all.map((element) => element.className));
const everyOne = (page: Page, variant: string) =>
  containers(page).then(
    (classes) =>
      classes.length > 0 &&
      classes.every(
        (names) =>
          names.split(' ').includes(variant) && !names.split(' ').includes(variant === 'container' ? 'container-fluid' : 'container'),
      ),
  );

describe.each(hosts)('layout containers, %s', (_host, query) => {
  it.each([
    [991, 'container-fluid'],
    [992, 'container'],
  ])('at a window width of %i px are %s', async (width, variant) => {
    const { page } = await open(home + query, { viewport: { width, height: 800 } });
    await expect.poll(() => everyOne(page, variant)).toBe(true);
  });
});

describe('layout containers', () => {
  it('switch when the window is resized across 992 px, both ways', async () => {
    const { page } = await open(home, { viewport: { width: 1200, height: 800 } });
    await expect.poll(() => everyOne(page, 'container')).toBe(true);
    await page.setViewportSize({ width: 991, height: 800 });
    await expect.poll(() => everyOne(page, 'container-fluid')).toBe(true);
    await page.setViewportSize({ width: 992, height: 800 });
    await expect.poll(() => everyOne(page, 'container')).toBe(true);
  });
});

describe('the scroll marker', () => {
  const marker = (page: Page) =>
    page.evaluate(() => ['scrolled-to-top', 'scrolled-to-down'].filter((name) => document.body.classList.contains(name)));

  it('says scrolled-to-top up to 50 px and scrolled-to-down beyond', async () => {
    const { page } = await open(home);
    await expect.poll(() => marker(page)).toEqual(['scrolled-to-top']);
    for (const [y, expected] of [
      [51, 'scrolled-to-down'],
      [50, 'scrolled-to-top'],
      [1500, 'scrolled-to-down'],
      [0, 'scrolled-to-top'],
    ] as const) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => marker(page)).toEqual([expected]);
    }
  });

  it('reads the scroll position on load (a reload half way down)', async () => {
    const { page } = await open(home);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect.poll(() => marker(page)).toEqual(['scrolled-to-down']);
  });
});
