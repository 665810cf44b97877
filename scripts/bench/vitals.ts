// The web vitals of `npm run bench`: layout shift and JS before load per page, and the Event Timing
// duration of each widget interaction (the figure INP reports), for every stack that has the page or widget.
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  cumulativeLayoutShift,
  layoutShifts,
  loadRestAndScroll,
  recordLayoutShifts,
  untilQuiet,
} from '../../tests/browser/layout-shift.ts';
import { newPage, themeScript, type Stack } from './measure.ts';

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 390, height: 844 };

/**
 * CLS as web-vitals computes it (the largest session window of shifts without recent input), over the
 * load, 3 s of rest and a scroll to the bottom: the same visit the layout-shift test makes.
 */
export async function pageCls(browser: Browser, url: string, viewport: { width: number; height: number }): Promise<number> {
  const page = await newPage(browser, url, viewport);
  await recordLayoutShifts(page);
  await page.goto(url);
  await loadRestAndScroll(page);
  const cls = cumulativeLayoutShift(await layoutShifts(page));
  await page.close();
  return cls;
}

/**
 * The theme's scripts the page received before its load event, as gzip level 9 bytes (what a compressing
 * server sends; the demo server sends them plain).
 */
export async function jsBeforeLoad(browser: Browser, url: string): Promise<number> {
  const page = await newPage(browser, url);
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !themeScript(new URL(response.url()).pathname)) return;
    bodies.set(
      response.url(),
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  const received = await page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= load)
      .map((entry) => entry.name);
  });
  let total = 0;
  for (const name of received) total += (await bodies.get(name)) ?? 0;
  await page.close();
  return total;
}

/** One widget interaction: where it happens, the click, and what shows that it has answered. */
export interface Interaction {
  name: string;
  fixture: string;
  /** Demo switches the page needs (`ajandek=1`: the gift provider on). */
  query?: string;
  viewport?: { width: number; height: number };
  /** The jQuery stack has the same widget. */
  jquery?: boolean;
  /** Brings the page to where the measured click starts (not timed). */
  before?: (page: Page, stack: Stack) => Promise<void>;
  /** The control the visitor clicks. */
  target: (page: Page, stack: Stack) => Locator;
  /** Waits until the widget shows the click's answer. */
  answered: (page: Page, stack: Stack) => Promise<unknown>;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const shown = (locator: Locator) => locator.first().waitFor({ state: 'visible' });
const isJquery = (stack: Stack) => stack === 'jquery';

const lightboxImage = (page: Page, stack: Stack, file: string) =>
  isJquery(stack)
    ? page.locator(`#cboxLoadedContent img[src$="${file}"]`)
    : page.locator(`.kurzus-lightbox__figure[data-status="loaded"] img[src$="${file}"]`);

/** The exit-intent pop-up opened as a visitor opens it: the pointer leaves through the top once `timer` (1 s) has passed. */
async function openExitModal(page: Page, stack: Stack) {
  if (!isJquery(stack)) await page.locator('#ouibounce-exit-modal .modal[role="dialog"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(1200);
  await page.mouse.move(600, 100);
  await page.mouse.move(600, -5);
  await shown(page.locator('#ouibounce-exit-modal .modal'));
  await untilQuiet(page, 500);
}

export const interactions: Interaction[] = [
  {
    // What any click costs on this page and machine with the stack's scripts in it: the floor of the rows below.
    name: 'a click on the page title, which nothing handles (the floor)',
    fixture: 'packages.html',
    jquery: true,
    target: (page) => page.locator('h1').first(),
    answered: async () => undefined,
  },
  {
    name: "ticket: 'Hamarosan' dialog opens",
    fixture: 'performances.html',
    jquery: true,
    target: (page) => page.locator('table.performances a[href="/"]').first(),
    answered: (page) => shown(dialog(page, 'Hamarosan')),
  },
  {
    name: 'buy: the buy-choice dialog opens',
    fixture: 'courses.html',
    query: 'ajandek=1',
    target: (page) => page.locator('.trailer-view').getByRole('link', { name: 'Megveszem (A Boldogság)' }),
    answered: (page) => shown(dialog(page, 'Hogyan szeretnéd megvenni?')),
  },
  {
    name: "'2+1': the error dialog opens",
    fixture: 'courses.html',
    target: (page) => page.getByRole('link', { name: 'Megveszem (2+1 csomag)' }),
    answered: (page) => shown(dialog(page, 'Válaszd ki az epizódokat')),
  },
  {
    name: 'lightbox opens',
    fixture: 'gallery.html',
    jquery: true,
    target: (page) => page.locator('a.colorbox').first(),
    answered: (page, stack) => shown(lightboxImage(page, stack, 'proba-1.svg')),
  },
  {
    name: 'lightbox: next image',
    fixture: 'gallery.html',
    jquery: true,
    before: async (page, stack) => {
      await page.locator('a.colorbox').first().click();
      await shown(lightboxImage(page, stack, 'proba-1.svg'));
      await untilQuiet(page, 500);
    },
    target: (page, stack) =>
      isJquery(stack) ? page.locator('#cboxNext') : dialog(page, 'Képnézegető').getByRole('button', { name: 'Következő »' }),
    answered: (page, stack) => shown(lightboxImage(page, stack, 'proba-2.svg')),
  },
  {
    name: 'video opens',
    fixture: 'gallery.html',
    target: (page) => page.locator('a[data-kurzus~="video"]').first(),
    answered: (page) => shown(page.locator('iframe.kurzus-video__player')),
  },
  {
    name: 'cart block: contents expand',
    fixture: 'courses.html',
    target: (page) => page.locator('a.cart-block--link__expand'),
    answered: (page) => shown(page.locator('.cart-block--contents__expanded')),
  },
  {
    name: 'more items: the extra packages show',
    fixture: 'packages.html',
    // A link until its code, which loads when it comes into view, makes it a button.
    target: (page) => page.locator('a[data-kurzus~="more-items"]'),
    answered: (page) => shown(page.getByRole('button', { name: 'Kevesebb csomag' })),
  },
  {
    name: 'off-canvas menu opens (390 px)',
    fixture: 'packages.html',
    viewport: phone,
    target: (page) => page.getByRole('button', { name: 'Menü' }),
    answered: (page) => shown(page.locator('.offcanvas-panel.is-open')),
  },
  {
    name: 'exit-intent pop-up closes',
    fixture: 'home.html',
    jquery: true,
    before: openExitModal,
    target: (page) => page.locator('#ouibounce-exit-modal .modal-footer'),
    answered: (page) => page.locator('#ouibounce-exit-modal .modal').waitFor({ state: 'hidden' }),
  },
];

/** A stand-in for the video player: the benchmark reaches no outside host. */
const player = '<!doctype html><html lang="hu"><title>Lejátszó</title><body>Videólejátszó</body></html>';

/**
 * One interaction on a fresh page at 4x CPU throttling: the page loaded and quiet (code that loads at
 * idle is in), the pointer over the control until what it preloads has arrived, then the click. The
 * figure is the longest Event Timing duration of the click's events (pointerdown, pointerup, click): from
 * the input to the next frame painted after its handlers, as INP counts an interaction.
 */
export async function interactionDuration(browser: Browser, url: string, stack: Stack, interaction: Interaction): Promise<number> {
  const page = await newPage(browser, url, interaction.viewport);
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: player }));
  const cdp = await page.context().newCDPSession(page);
  await page.goto(url, { waitUntil: 'load' });
  await untilQuiet(page, 1000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await interaction.before?.(page, stack);
  const target = interaction.target(page, stack);
  await target.hover();
  await untilQuiet(page, 500);
  // The mouse itself, not the locator's click: that one adds listeners of its own to the page, which
  // check where the press lands and would be timed as part of each stack's handlers.
  const box = await target.boundingBox();
  if (!box) throw new Error(`${interaction.name}: the control has no box to click`);
  const since = await page.evaluate(() => performance.now());
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await interaction.answered(page, stack);
  const ms = await page.evaluate((start) => window.benchPage.interactionDuration(start), since);
  await page.close();
  return ms;
}
