// @vitest-environment node
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtOutputs, hosts, useBrowser } from './support.ts';

const open = useBrowser();

/** Every request for the lazy chunk fails, as on a flaky network; returns how many were tried. */
async function abortChunk(page: Page, chunk: string) {
  const tried = { count: 0 };
  await page.route(`**/chunks/${chunk}-*.js`, (route) => ((tried.count += 1), route.abort()));
  return tried;
}

/**
 * Holds the lazy chunk back until `release()` is called: a visitor's click that comes before the code.
 * Resolves `requested` once the page has asked for it.
 */
export async function holdChunk(page: Page, chunk: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(`**/chunks/${chunk}-*.js`, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, requested: asked };
}

/** Opens `url` with the chunk `chunk` held back until `held.release()`; `held.requested` says it was asked for. */
async function openHolding(url: string, chunk: string, options: Parameters<typeof open>[1] = {}) {
  let held!: Awaited<ReturnType<typeof holdChunk>>;
  const opened = await open(url, { ...options, before: async (page) => void (held = await holdChunk(page, chunk)) });
  return { ...opened, held };
}

/** Navigations to the control's own href, answered with 204 No Content so the page stays and can be clicked again. */
async function recordFollowed(page: Page, control: string) {
  const href = await page
    .locator(control)
    .first()
    .evaluate((element) => new URL(element.getAttribute('href')!, location.href).href);
  const followed: string[] = [];
  await page.route(href, (route) =>
    route.request().isNavigationRequest() ? (followed.push(route.request().url()), route.fulfill({ status: 204 })) : route.continue(),
  );
  return { href, followed };
}

const FAILED = 'A tartalmat nem sikerült betölteni.';

/** The course platform, the gift provider and Vimeo are outside hosts: nothing is asked of them here. */
async function closeOutsideHosts(page: Page) {
  await page.route('https://*.example.hu/**', (route) => route.abort());
  await page.route('https://vimeo.com/**', (route) => route.abort());
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
}

/** What shows each widget open. */
const opened = {
  comingSoon: (page: Page) => page.getByRole('dialog', { name: 'Hamarosan' }).isVisible(),
  lightbox: (page: Page) => page.getByRole('dialog', { name: 'Képnézegető' }).isVisible(),
  video: (page: Page) => page.locator('.kurzus-video [role="dialog"]').isVisible(),
  expanded: (control: string) => async (page: Page) => (await page.locator(control).first().getAttribute('aria-expanded')) === 'true',
};

const COMING_SOON = 'table.performances a[href="/"]';

describe.each([
  ['ticket (coming soon), its code', '/fixtures/performances.html', 'ticket', COMING_SOON, opened.comingSoon],
  ['ticket (coming soon), its dialog', '/fixtures/performances.html', 'ComingSoonDialog', COMING_SOON, opened.comingSoon],
  ["ticket (coming soon), React and the widgets' root", '/fixtures/performances.html', 'root', COMING_SOON, opened.comingSoon],
  ['image lightbox, its code', '/fixtures/gallery.html', 'lightbox', 'a.colorbox', opened.lightbox],
  ['image lightbox, its overlay', '/fixtures/gallery.html', 'Lightbox', 'a.colorbox', opened.lightbox],
  ['video, its code', '/fixtures/gallery.html', 'video', 'a[data-kurzus~="video"]', opened.video],
  ['video, its overlay', '/fixtures/gallery.html', 'VideoOverlay', 'a[data-kurzus~="video"]', opened.video],
  ['buy button, its code', '/fixtures/courses.html', 'buy', 'a[data-kurzus~="buy"]', undefined],
  ['gift button, its code', '/fixtures/courses.html', 'gift', 'a[data-kurzus~="gift"]', undefined],
  [
    'cart block, its code',
    '/fixtures/courses.html',
    'cart-block',
    'a.cart-block--link__expand',
    opened.expanded('a.cart-block--link__expand'),
  ],
] as const)('%s cannot be loaded', (_case, fixture, chunk, control, isOpen) => {
  const stays = control === COMING_SOON;
  it.each(hosts)(
    stays
      ? "%s: each click tries again and says it failed; the link to '/' is never followed; back online, the next click opens it"
      : '%s: each click tries again, then follows the link; nothing is dead, nothing thrown; back online, the next click works',
    async (_host, query) => {
      let tried = { count: 0 };
      const { page, logs } = await open(fixture + query, {
        async before(page) {
          tried = await abortChunk(page, chunk);
          await closeOutsideHosts(page);
        },
      });
      const { href, followed } = await recordFollowed(page, control);
      const link = page.locator(control).first();
      await link.click();
      if (stays) await expect.poll(() => page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(1);
      else await expect.poll(() => followed).toEqual([href]);
      const afterFirst = tried.count;
      expect(afterFirst).toBeGreaterThanOrEqual(2);
      await link.click();
      await expect.poll(() => tried.count).toBeGreaterThan(afterFirst);
      if (stays) {
        expect(await page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(1);
        expect(followed).toEqual([]);
        expect(new URL(page.url()).pathname).toBe(fixture);
      } else await expect.poll(() => followed).toEqual([href, href]);
      await expect.poll(() => link.getAttribute('aria-busy')).toBeNull();
      expect(logs.filter((entry) => entry.type === 'pageerror')).toEqual([]);
      if (!isOpen) return;
      // The network is back: the next click opens the widget.
      await page.unroute(`**/chunks/${chunk}-*.js`);
      await link.click();
      await expect.poll(() => isOpen(page)).toBe(true);
      expect(followed).toEqual(stays ? [] : [href, href]);
    },
  );
});

/** Fails the first request of every chunk of the module build, the entry's own imports included; every later one answers. */
async function failEachChunkOnce(page: Page) {
  const tried = new Map<string, number>();
  await page.route('**/dist/esm/chunks/*.js', (route) => {
    const name = path.basename(new URL(route.request().url()).pathname);
    tried.set(name, (tried.get(name) ?? 0) + 1);
    return tried.get(name) === 1 ? route.abort() : route.continue();
  });
  return tried;
}

describe.each([
  ['the coming-soon ticket', '/fixtures/performances.html', COMING_SOON, opened.comingSoon, undefined],
  ['the image lightbox', '/fixtures/gallery.html', 'a.colorbox', opened.lightbox, undefined],
  ['the video overlay', '/fixtures/gallery.html', 'a[data-kurzus~="video"]', opened.video, undefined],
  ['the cart block', '/fixtures/courses.html', 'a.cart-block--link__expand', opened.expanded('a.cart-block--link__expand'), undefined],
  [
    "the '2+1' error dialog",
    '/fixtures/bundle.html',
    'form[data-kurzus~="bundle"] a[href]:has-text("Megveszem")',
    (page: Page) => page.getByRole('dialog', { name: 'Válaszd ki az epizódokat' }).isVisible(),
    { width: 1280, height: 900 },
  ],
  [
    'the off-canvas menu',
    '/fixtures/packages.html',
    '[data-kurzus~="offcanvas"]',
    opened.expanded('[data-kurzus~="offcanvas"]'),
    { width: 400, height: 800 },
  ],
  [
    'more-items',
    '/fixtures/packages.html',
    '[data-kurzus~="more-items"]',
    opened.expanded('[data-kurzus~="more-items"]'),
    { width: 1280, height: 900 },
  ],
] as const)('a passing fault: the first request of every chunk fails, %s', (_case, fixture, control, isOpen, viewport) => {
  it.each(hosts)('%s: the first click opens it, nothing is followed, nothing thrown', async (_host, query) => {
    let tried = new Map<string, number>();
    const { page, logs } = await open(fixture + query, {
      ...(viewport && { viewport }),
      async before(page) {
        tried = await failEachChunkOnce(page);
        await closeOutsideHosts(page);
      },
    });
    // The entry's own imports failed once, and came on the second try: the bundle is running.
    await page.waitForFunction(() => window.Kurzus !== undefined);
    expect([...tried.values()]).toContain(2);
    const { followed } = await recordFollowed(page, control);
    const link = page.locator(control).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect.poll(() => isOpen(page)).toBe(true);
    expect(followed).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(fixture);
    expect(logs.filter((entry) => entry.type === 'pageerror')).toEqual([]);
  });
});

/** Every request for one of the module build's lazy chunks fails; counts the requests per chunk file. */
async function abortEveryLazyChunk(page: Page) {
  const lazy = new Set(
    builtOutputs()
      .filter((output) => output.role === 'lazy')
      .map((output) => path.basename(output.file)),
  );
  const tried = new Map<string, number>();
  await page.route('**/dist/esm/chunks/*.js', (route) => {
    const name = path.basename(new URL(route.request().url()).pathname);
    if (!lazy.has(name)) return route.continue();
    tried.set(name, (tried.get(name) ?? 0) + 1);
    return route.abort();
  });
  return tried;
}

/** Clicks the control twice: each click tries the code again, says it failed next to the control, and the page stays. */
async function expectMessageOnEachClick(page: Page, control: Locator, tries: () => number) {
  const start = page.url();
  await control.click();
  await expect.poll(() => page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(1);
  const afterFirst = tries();
  expect(afterFirst).toBeGreaterThanOrEqual(2);
  await control.click();
  await expect.poll(tries).toBeGreaterThan(afterFirst);
  expect(await page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(1);
  expect(page.url()).toBe(start);
}

describe.each([
  [
    "the '2+1' error dialog",
    '/fixtures/bundle.html',
    'BuyErrorDialog',
    (page: Page) => page.getByRole('link', { name: 'Megveszem (2+1 csomag)' }),
    { width: 1280, height: 900 },
  ],
  [
    'the off-canvas menu, its code',
    '/fixtures/packages.html',
    'offcanvas',
    (page: Page) => page.getByRole('button', { name: 'Menü', exact: true }),
    { width: 400, height: 800 },
  ],
  [
    'more-items, its code',
    '/fixtures/packages.html',
    'more-items',
    (page: Page) => page.getByRole('link', { name: 'További csomagok' }),
    { width: 1280, height: 900 },
  ],
] as const)('%s cannot be loaded, and there is no link to follow', (_case, fixture, chunk, control, viewport) => {
  it.each(hosts)(
    "%s: one retry, then 'A tartalmat nem sikerült betölteni.' next to the control; each click tries again",
    async (_host, query) => {
      let tried = { count: 0 };
      const { page, logs } = await open(fixture + query, {
        viewport,
        before: async (page) => void (tried = await abortChunk(page, chunk)),
      });
      await expectMessageOnEachClick(page, control(page), () => tried.count);
      expect(logs.filter((entry) => entry.type === 'pageerror')).toEqual([]);
    },
  );
});

describe('every lazy chunk failing at once', () => {
  it.each(hosts)('%s: the menu and more-items each say so, a buy button follows its link, nothing thrown', async (_host, query) => {
    let tried = new Map<string, number>();
    const triesOf = (prefix: string) => () =>
      [...tried].filter(([name]) => name.startsWith(`${prefix}-`)).reduce((sum, [, count]) => sum + count, 0);
    const { page, logs } = await open('/fixtures/packages.html' + query, {
      viewport: { width: 400, height: 800 },
      before: async (page) => void (tried = await abortEveryLazyChunk(page)),
    });
    await expectMessageOnEachClick(page, page.getByRole('button', { name: 'Menü', exact: true }), triesOf('offcanvas'));
    await page.setViewportSize({ width: 1280, height: 900 });
    const more = page.getByRole('link', { name: 'További csomagok' });
    await more.click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: FAILED }).count()).toBe(2);
    expect(triesOf('more-items')()).toBeGreaterThanOrEqual(2);
    await page.goto('/fixtures/courses.html' + query);
    const { href, followed } = await recordFollowed(page, 'a[data-kurzus~="buy"]');
    await page.locator('a[data-kurzus~="buy"]').first().click();
    await expect.poll(() => followed).toEqual([href]);
    expect(triesOf('buy')()).toBeGreaterThanOrEqual(2);
    expect(logs.filter((entry) => entry.type === 'pageerror')).toEqual([]);
  });
});

describe('a click before the code arrives', () => {
  it.each(hosts)("%s: the coming-soon ticket opens 'Hamarosan' once, and the page does not move", async (_host, query) => {
    const { page, logs, held } = await openHolding('/fixtures/performances.html' + query, 'ticket');
    await held.requested;
    const link = page.locator('table.performances a[href="/"]').first();
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await link.click();
    expect(page.url()).toContain('/fixtures/performances.html');
    held.release();
    await expect.poll(() => page.getByRole('dialog', { name: 'Hamarosan' }).count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(page.url()).toContain('/fixtures/performances.html');
    expect(logs).toEqual([]);
  });

  it.each(hosts)(
    '%s: more-items (its code loads when it comes into view) shows the extra packages once, no jump to the top',
    async (_host, query) => {
      const { page, logs, held } = await openHolding('/fixtures/packages.html' + query, 'more-items', {
        viewport: { width: 1280, height: 900 },
      });
      const toggle = page.locator('[data-kurzus~="more-items"]');
      await toggle.scrollIntoViewIfNeeded();
      await held.requested;
      const scrolled = await page.evaluate(() => window.scrollY);
      await toggle.click();
      held.release();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('link', { name: 'Teljes csomag', exact: true }).isVisible()).toBe(true);
      expect(await toggle.textContent()).toBe('Kevesebb csomag');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(new URL(page.url()).hash).toBe('');
      expect(logs).toEqual([]);
    },
  );

  it('the off-canvas toggle on a phone (its code loads when it comes into view) opens the menu once', async () => {
    const { page, logs, held } = await openHolding('/fixtures/packages.html', 'offcanvas', { viewport: { width: 400, height: 800 } });
    await held.requested;
    const toggle = page.getByRole('button', { name: 'Menü', exact: true });
    await toggle.click();
    held.release();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#block-kurzus-main-menu').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains('offcanvas-open'))).toBe(true);
    expect(logs).toEqual([]);
  });

  it.each(hosts)(
    "%s: the '2+1' buy button, mounted before its bundle, waits for the bundle: the error dialog opens, nothing is bought",
    async (_host, query) => {
      const { page, logs, held } = await openHolding('/fixtures/bundle.html' + query, 'bundle', { viewport: { width: 1280, height: 900 } });
      const control = 'form[data-kurzus~="bundle"] a[href]:has-text("Megveszem")';
      await closeOutsideHosts(page);
      const { followed } = await recordFollowed(page, control);
      const buy = page.locator(control).first();
      await held.requested;
      await expect.poll(() => buy.getAttribute('data-once')).toContain('kurzus-buy');
      await buy.scrollIntoViewIfNeeded();
      await buy.click();
      expect(await buy.getAttribute('aria-busy')).toBe('true');
      held.release();
      await expect.poll(() => page.getByRole('dialog', { name: 'Válaszd ki az epizódokat' }).isVisible()).toBe(true);
      expect(followed).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/fixtures/bundle.html');
      expect(logs).toEqual([]);
    },
  );

  it('the image lightbox opens the clicked photo once, and the page does not move', async () => {
    const { page, logs, held } = await openHolding('/fixtures/gallery.html', 'lightbox');
    await held.requested;
    const photo = page.locator('a.colorbox').first();
    await photo.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await photo.click();
    held.release();
    await expect.poll(() => page.getByRole('dialog', { name: 'Képnézegető' }).count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(page.url()).toContain('/fixtures/gallery.html');
    expect(logs).toEqual([]);
  });
});

/** Clicks where the visitor sees the element, whatever is hit there (no test tool's checks of the element). */
async function clickWhereShown(page: Page, element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error('The element is not shown.');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Resolves once the page has painted a frame: its stylesheets are in, the visitor sees it. */
const painted = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe("the coming-soon ticket before the bundle's entry has run", () => {
  const ENTRY = '**/dist/esm/kurzus.js*';
  const fixture = '/fixtures/performances.html';

  it.each(hosts)(
    "%s: on a slow network, a click on the painted page follows nothing; once the bundle runs, a click opens 'Hamarosan'",
    async (_host, query) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const { page, logs } = await open(fixture + query, {
        waitUntil: 'commit',
        async before(page) {
          await page.route(ENTRY, async (route) => (await released, route.continue()));
          await closeOutsideHosts(page);
        },
      });
      const link = page.locator(COMING_SOON).first();
      await link.waitFor();
      await painted(page);
      const { followed } = await recordFollowed(page, COMING_SOON);
      await clickWhereShown(page, link);
      release();
      await page.waitForFunction(() => window.Kurzus !== undefined);
      expect(followed).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(fixture);
      await link.click();
      await expect.poll(() => opened.comingSoon(page)).toBe(true);
      expect(followed).toEqual([]);
      expect(logs.filter((entry) => entry.type === 'pageerror')).toEqual([]);
    },
  );

  it.each(hosts)('%s: with the entry failing for good, a click on it follows nothing', async (_host, query) => {
    const { page, logs } = await open(fixture + query, {
      async before(page) {
        await page.route(ENTRY, (route) => route.abort());
        await closeOutsideHosts(page);
      },
    });
    const { followed } = await recordFollowed(page, COMING_SOON);
    await clickWhereShown(page, page.locator(COMING_SOON).first());
    // The retry script gives up after its fifth try and says so: by then a followed link would have gone.
    await expect.poll(() => logs.some((entry) => entry.type === 'error' && entry.text.includes('kurzus.js'))).toBe(true);
    expect(followed).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(fixture);
  });
});
