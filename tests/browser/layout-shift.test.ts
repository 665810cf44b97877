// @vitest-environment node
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listFixtures } from '../../scripts/demo/fixtures.ts';
import { layoutShifts, loadRestAndScroll, recordLayoutShifts, type LayoutShift } from './layout-shift.ts';
import { baseURL, hosts } from './support.ts';

/**
 * Nothing the bundle does moves what a visitor already sees: on every fixture page, in both hosts, at a
 * desktop and a phone width, no layout shift without recent input from the first byte through the load,
 * 3 s of rest and a scroll to the bottom. A shift is a fact of the layout, not a timing: the test lists the
 * entries, and a failure names the nodes that moved and where they went.
 */
const fixtures = listFixtures();
const widths = [
  [1280, 800],
  [390, 844],
] as const;

// Most of each test is waiting (the rest, the scroll), so several pages load side by side, each in its own
// context, opened and closed by the test itself.
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.connect(inject('wsEndpoint'));
});
afterAll(async () => {
  await browser.close();
});

const described = (shifts: readonly LayoutShift[]) =>
  shifts
    .map(
      ({ value, startTime, sources }) =>
        `${value.toFixed(4)} at ${startTime} ms: ${sources.map((s) => `${s.node} (${s.from} → ${s.to})`).join('; ')}`,
    )
    .join('\n');

describe.concurrent.each(hosts)('layout shift, %s', (_host, query) => {
  it.each(fixtures.flatMap(({ url }) => widths.map(([width, height]) => [url, width, height] as const)))(
    '%s at %i px: none over load, 3 s and a scroll to the bottom',
    async (url, width, height) => {
      const context = await browser.newContext({ baseURL: baseURL(), viewport: { width, height } });
      try {
        const page = await context.newPage();
        await recordLayoutShifts(page);
        await page.goto(url + query);
        await loadRestAndScroll(page);
        const shifts = (await layoutShifts(page)).filter((shift) => shift.value > 0);
        expect(shifts, `layout shifts on ${url + query} at ${width} px:\n${described(shifts)}`).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
