// @vitest-environment node
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { listFixtures } from '../../scripts/demo/fixtures.ts';
import { untilQuiet } from './layout-shift.ts';
import { useBrowser } from './support.ts';

/**
 * Visual baselines: every fixture page at 1280 and 390 px, and each widget open, compared with the PNGs in
 * tests/visual/baselines. A page that looks different fails with the paths of the actual screenshot and
 * of a diff image (in .visual-diff/, not committed). `UPDATE_BASELINES=1` writes the baselines anew.
 * What moves is held still: animations off (reduced motion), counters counted at once, lazy media loaded,
 * the progress source and the video player answered with fixed pages.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const baselines = path.join(root, 'tests/visual/baselines');
const diffs = path.join(root, '.visual-diff');
const update = process.env.UPDATE_BASELINES === '1';
const fixtures = listFixtures();
const open = useBrowser();

/** Pixels may differ this much in colour (pixelmatch's threshold) and this share of them may differ at all. */
const COLOUR_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.002;
/** Long pages are compared down to this height: enough to see every block, small enough to commit. */
const MAX_HEIGHT = 3000;

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

function compare(name: string, actual: Buffer) {
  const file = path.join(baselines, `${name}.png`);
  if (update || !existsSync(file)) {
    if (!update) throw new Error(`No baseline ${path.relative(root, file)}: run with UPDATE_BASELINES=1 to write it.`);
    mkdirSync(baselines, { recursive: true });
    writeFileSync(file, actual);
    return;
  }
  const expected = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(actual);
  const { width, height } = expected;
  const sameSize = got.width === width && got.height === height;
  const diff = new PNG({ width, height });
  const differing = sameSize
    ? pixelmatch(expected.data, got.data, diff.data, width, height, { threshold: COLOUR_THRESHOLD })
    : width * height;
  const actualFile = path.join(diffs, `${name}.actual.png`);
  const diffFile = path.join(diffs, `${name}.diff.png`);
  rmSync(actualFile, { force: true });
  rmSync(diffFile, { force: true });
  if (differing / (width * height) <= MAX_DIFF_RATIO) return;
  mkdirSync(diffs, { recursive: true });
  writeFileSync(actualFile, actual);
  if (sameSize) writeFileSync(diffFile, PNG.sync.write(diff));
  const what = sameSize ? `${differing} pixels differ` : `the size is ${got.width}×${got.height}, not ${width}×${height}`;
  expect.fail(`${name}: ${what}. Actual: ${path.relative(root, actualFile)}${sameSize ? `, diff: ${path.relative(root, diffFile)}` : ''}`);
}

/** Fixed answers for what would change between runs or lies outside: the progress source and the player. */
async function holdStill(page: Page) {
  await page.route('**/feldolgozas/*?_format=json', (route) =>
    route.fulfill({ json: { status: 1, percentage: '50', message: '2. lépés a 4-ből', label: 'Újraindexelés' } }),
  );
  await page.route('https://player.vimeo.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="hu"><title>Lejátszó</title><body style="margin:0;background:#111;color:#fff;display:grid;place-items:center;height:100vh;font:16px sans-serif">Videólejátszó</body></html>',
    }),
  );
}

/** Scrolls through the page so every lazy image and iframe loads, then back to the top, and waits for quiet. */
async function loadEverything(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, 0);
    await pause();
  });
  // Not networkidle again: once a lazy iframe has navigated, Playwright can leave the page short of it for good.
  await untilQuiet(page, 500);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // The payment page shows itself 3 s after it was first shown hidden.
  if (await page.locator('body[data-kurzus~="payment-redirect"]').count())
    await page.waitForFunction(() => document.body.classList.contains('is-revealed'), null, { timeout: 5000 });
  await page.evaluate(() => document.fonts.ready);
}

async function shot(page: Page, fullPage: boolean) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const { width } = page.viewportSize()!;
  return fullPage
    ? page.screenshot({
        fullPage: true,
        clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) },
        animations: 'disabled',
        caret: 'hide',
      })
    : page.screenshot({ animations: 'disabled', caret: 'hide' });
}

async function openStill(url: string, viewport: { width: number; height: number }) {
  return open(url, { viewport, reducedMotion: 'reduce', before: holdStill });
}

/** Nothing sticks out sideways: the page scrolls no wider than the viewport. */
async function expectNoWiderThan(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('every fixture page looks as its baseline (on a phone, no wider than it)', () => {
  for (const [device, viewport] of Object.entries(viewports)) {
    it.each(fixtures.map((fixture) => [fixture.url] as const))(`%s at ${viewport.width} px`, async (url) => {
      const { page } = await openStill(url, viewport);
      await loadEverything(page);
      if (device === 'phone') await expectNoWiderThan(page, viewport.width);
      compare(`${path.basename(url, '.html')}-${device}`, await shot(page, true));
    });
  }
});

describe('no fixture page under the Drupal-like host is wider than a 390 px phone', () => {
  it.each(fixtures.map((fixture) => [fixture.url] as const))('%s?host=drupal', async (url) => {
    const { page } = await openStill(url + '?host=drupal', viewports.phone);
    await loadEverything(page);
    await expectNoWiderThan(page, viewports.phone.width);
  });
});

describe('the front page on a phone', () => {
  it('keeps its sticky header compact: under an eighth of a 390 × 844 screen', async () => {
    const { page } = await openStill('/fixtures/home.html', viewports.phone);
    await loadEverything(page);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('scrolled-to-down'))).toBe(true);
    const header = await page.locator('.layout-container > header').boundingBox();
    expect(header!.y).toBe(0);
    expect(header!.height).toBeLessThan(844 / 8);
  });
});

/** Serves a fixture with other drupalSettings.kurzus.purchase (the gift provider on shows the choice dialog). */
async function withGiftProvider(page: Page, url: string) {
  await page.route(`**${url}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/"purchase":\{[^}]*\}/, '"purchase":{"gift_provider_enabled":true}');
    await route.fulfill({ response, body: html });
  });
}

type Device = keyof typeof viewports;
type Step = (page: Page) => Promise<void>;

/**
 * Each widget: its name, the page, how to open it, what to arrange before the page loads, and where it
 * opens (both sizes by default). The off-canvas toggle shows below 992 px only; on a phone the image and
 * video links navigate instead of opening their lightboxes, and no pointer leaves the window.
 */
const widgetList: ReadonlyArray<readonly [name: string, url: string, openIt: Step, before?: Step, devices?: Device[]]> = [
  [
    'ticket-dialog',
    '/fixtures/performances.html',
    async (page) => {
      await page.locator('table.performances a[href="/"]').first().click();
      await page.getByRole('dialog', { name: 'Hamarosan' }).waitFor();
    },
  ],
  [
    'buy-choice-dialog',
    '/fixtures/courses.html',
    async (page) => {
      await page.locator('.trailer-view').getByRole('link', { name: 'Megveszem (A Boldogság)' }).click();
      await page.getByRole('dialog', { name: 'Hogyan szeretnéd megvenni?' }).waitFor();
    },
    (page) => withGiftProvider(page, '/fixtures/courses.html'),
  ],
  [
    'bundle-error-dialog',
    '/fixtures/bundle.html',
    async (page) => {
      await page
        .locator('form[data-kurzus~="bundle"]')
        .getByRole('link', { name: /^Megveszem/ })
        .click();
      await page.getByRole('dialog', { name: 'Válaszd ki az epizódokat' }).waitFor();
    },
  ],
  [
    'lightbox',
    '/fixtures/gallery.html',
    async (page) => {
      await page.locator('a.colorbox[href="/fixtures/assets/gallery/proba-2.svg"]').click();
      await page.locator('.kurzus-lightbox__figure[data-status="loaded"]').waitFor();
      // The pointer rests on the photo, as after a click on a thumbnail.
      await page.locator('.kurzus-lightbox__photo').hover();
    },
    undefined,
    ['desktop'],
  ],
  [
    'video-overlay',
    '/fixtures/gallery.html',
    async (page) => {
      await page.locator('a[data-kurzus~="video"][data-title="A Siker – előzetes"]').click();
      await page.frameLocator('.kurzus-video__player').getByText('Videólejátszó').waitFor();
    },
    undefined,
    ['desktop'],
  ],
  [
    'exit-modal',
    '/fixtures/home.html',
    async (page) => {
      // Leaves the window through the top once the pop-up's timer (1 s) has passed.
      await page.waitForTimeout(1100);
      await page.mouse.move(600, 100);
      await page.mouse.move(600, -5);
      await page.locator('#ouibounce-exit-modal.is-open').waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('.modal') !== null);
    },
    undefined,
    ['desktop'],
  ],
  [
    'cart-block',
    '/fixtures/courses.html',
    async (page) => {
      await page.locator('a.cart-block--link__expand').click();
      await page.locator('.cart-block--contents__expanded').waitFor();
      // Placed by floating-ui, which loads when the contents first open.
      await page.waitForFunction(() => document.querySelector<HTMLElement>('.cart-block--contents')!.style.left !== '');
    },
  ],
  [
    'offcanvas',
    '/fixtures/packages.html',
    async (page) => {
      await page.getByRole('button', { name: 'Menü', exact: true }).click();
      await page.waitForFunction(() => document.getElementById('block-kurzus-main-menu')!.contains(document.activeElement));
    },
    undefined,
    ['phone'],
  ],
];

describe('each widget, open, looks as its baseline', () => {
  const cases = widgetList.flatMap(([name, url, openIt, before, devices = ['desktop', 'phone']]) =>
    devices.map((device) => [`${name}-${device}`, url, openIt, before, viewports[device]] as const),
  );
  it.each(cases)('%s', async (name, url, openIt, before, viewport) => {
    const { page } = await open(url, {
      viewport,
      reducedMotion: 'reduce',
      before: async (page) => {
        await holdStill(page);
        await before?.(page);
      },
    });
    await loadEverything(page);
    await openIt(page);
    compare(name, await shot(page, false));
  });
});
