// Layout shifts as a visitor meets them: recorded from the first byte, over the load, 3 s of rest and a
// scroll to the bottom. Used by the layout-shift test and by `npm run bench` (CLS per page).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** One layout-shift entry without recent input, with the nodes it moved and where they went. */
export interface LayoutShift {
  value: number;
  startTime: number;
  sources: Array<{ node: string; from: string; to: string }>;
}

declare global {
  interface Window {
    kurzusLayoutShifts?: LayoutShift[];
  }
}

const recorder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'layout-shift-recorder.js');

/** Starts recording before the page's own code runs (call it before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript({ path: recorder });
}

const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Waits until no request has started or ended for `quietMs` (at most `capMs`): code and media loaded in view are in. */
export async function untilQuiet(page: Page, quietMs = 1000, capMs = 20000): Promise<void> {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on('request', touch).on('requestfinished', touch).on('requestfailed', touch);
  const start = Date.now();
  while (Date.now() - last < quietMs && Date.now() - start < capMs) await page.waitForTimeout(100);
  page.off('request', touch).off('requestfinished', touch).off('requestfailed', touch);
}

/**
 * What a visitor does who reads the whole page: waits for the load, rests 3 s, then scrolls to the bottom
 * most of a viewport at a time (each step given two frames and a moment for lazy media and for code that
 * loads in view), and stays at the bottom until the network is quiet.
 */
export async function loadRestAndScroll(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(3000);
  for (;;) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY !== before;
    });
    if (!moved) break;
    await twoFrames(page);
    await page.waitForTimeout(150);
  }
  await untilQuiet(page);
  await twoFrames(page);
}

/** Every layout shift recorded so far, without recent input. */
export const layoutShifts = (page: Page): Promise<LayoutShift[]> => page.evaluate(() => window.kurzusLayoutShifts ?? []);

/**
 * Cumulative layout shift as web-vitals computes it: the entries grouped in session windows (gaps under
 * 1 s, at most 5 s long); the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.startTime - last < 1000 && shift.startTime - first < 5000) current += shift.value;
    else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}
