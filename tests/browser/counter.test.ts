// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stopClock, useBrowser } from './support.ts';

const open = useBrowser();
const home = '/fixtures/home.html';
/** The counters' texts as the server prints them (12&nbsp;500 with a no-break space). */
const serverTexts = ['12\u00a0500', '48', '98%', '4,9'];

const counters = (page: Page) => page.locator('[data-kurzus~="counter"]');
const first = (page: Page) => counters(page).first();
/** What a sighted visitor sees in the first counter (the counting number while it counts). */
const seen = (page: Page) => first(page).evaluate((counter) => (counter.querySelector('[aria-hidden="true"]') ?? counter).textContent);
const counted = (page: Page) => first(page).evaluate((counter) => counter.classList.contains('counted'));
const texts = (page: Page) => counters(page).evaluateAll((all) => all.map((counter) => counter.innerHTML.replace(/&nbsp;/g, '\u00a0')));

/** Scrolls the counters into view and waits until they are mounted and have seen the viewport. */
async function bringIntoView(page: Page) {
  await first(page).evaluate((counter) => counter.scrollIntoView({ block: 'center' }));
  await expect.poll(() => first(page).evaluate((counter) => counter.querySelector('[aria-hidden="true"]') !== null)).toBe(true);
  // The observer reports on the next rendered frames, which come in real time.
  await page.waitForTimeout(200);
}

describe('counters', () => {
  it('start only once in the viewport, count for 4000 ms, and end on exactly the server text', async () => {
    const { page, logs } = await open(home, { before: stopClock });
    expect(await first(page).evaluate((counter) => counter.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    await page.clock.runFor(10_000);
    expect(await counted(page)).toBe(false);

    await bringIntoView(page);
    expect(await seen(page)).toBe('0');
    await page.clock.runFor(2000);
    // Half way, grouped as the server groups: '6 250' with a no-break space.
    expect(await seen(page)).toMatch(/^6\u00a02\d\d$/);
    await page.clock.runFor(1999);
    expect(await counted(page)).toBe(false);
    expect(await seen(page)).toMatch(/^12\u00a04\d\d$/);
    await page.clock.runFor(1);
    expect(await counted(page)).toBe(true);
    expect(await texts(page)).toEqual(serverTexts);
    expect(logs).toEqual([]);
  });

  it('never count again', async () => {
    const { page } = await open(home, { before: stopClock });
    await bringIntoView(page);
    await page.clock.runFor(4000);
    expect(await counted(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(100);
    await first(page).evaluate((counter) => counter.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(200);
    await page.clock.runFor(100);
    expect(await seen(page)).toBe('12\u00a0500');
    expect(await texts(page)).toEqual(serverTexts);
  });

  it('with reduced motion show the target at once', async () => {
    const { page } = await open(home, { reducedMotion: 'reduce', before: stopClock });
    await first(page).evaluate((counter) => counter.scrollIntoView({ block: 'center' }));
    await expect.poll(() => counted(page)).toBe(true);
    expect(await texts(page)).toEqual(serverTexts);
  });
});
