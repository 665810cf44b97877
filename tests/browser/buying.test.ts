// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, holdsFocus, hosts, loaded, useBrowser } from './support.ts';

const open = useBrowser();
const courses = '/fixtures/courses.html';
const bundlePage = '/fixtures/bundle.html';
const payment = '/fixtures/payment.html';

/** The course platform and the gift provider are outside hosts, out of reach here: answer for them. */
async function answerOutsideHosts(page: Page) {
  await page.context().route('https://*.example.hu/**', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="hu"><title>Külső oldal</title><h1>Külső oldal</h1></html>',
    }),
  );
}

/** Serves a fixture with other drupalSettings.kurzus.purchase. */
async function withPurchaseSettings(page: Page, url: string, purchase: object) {
  await page.route(`**${url}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/"purchase":\{[^}]*\}/, `"purchase":${JSON.stringify(purchase)}`);
    await route.fulfill({ response, body: html });
  });
}

const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Válaszd ki az epizódokat' });
const box = (page: Page, label: string) => page.locator('form[data-kurzus~="bundle"]').getByRole('checkbox', { name: label, exact: true });
/** Clicks the purchase link named `name`, and returns what the cart it leads to lists. */
async function buyToCart(page: Page, name: string) {
  await page.getByRole('link', { name }).click();
  await page.waitForURL('**/kosar');
  return page.locator('.cart-items li').allTextContents();
}

describe.each(hosts)("the '2+1' bundle on the demo site, %s", (_host, query) => {
  it("walks the whole flow on the node page (no 'A Kulcs' box): refused, corrected, a gift in the cart", async () => {
    const { page, logs } = await open(bundlePage + query);
    const start = page.url();
    await page.getByRole('link', { name: 'Megveszem (2+1 csomag)' }).click();
    await expect.poll(() => errorDialog(page).isVisible()).toBe(true);
    expect(await errorDialog(page).locator('.kurzus-dialog__body').textContent()).toBe(
      'Válassz ki 2 epizódot a csomaghoz, majd kattints újra a vásárlás gombjára.',
    );
    expect(await page.locator('input[aria-invalid="true"][required]').count()).toBe(3);
    expect(page.url()).toBe(start);
    await expectNoAxeViolations(page);

    // By keyboard: OK closes the dialog and puts focus on the first box to tick.
    await expect.poll(() => holdsFocus(errorDialog(page))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => errorDialog(page).count()).toBe(0);
    // focus-trap gives focus back a task after the dialog has gone.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('6');
    await page.keyboard.press('Space');
    expect(await page.locator('input[aria-invalid="true"]').count()).toBe(0);
    await box(page, 'A Megoldás').check();
    expect(await box(page, 'A Siker').isDisabled()).toBe(true);

    expect(await buyToCart(page, 'Ajándékba adom (2+1 csomag)')).toEqual([
      '2+1 csomag: A Boldogság + A Megoldás + A Kulcs (ajándék) (1 db)',
    ]);
    expect(logs).toEqual([]);
  });

  it("ticks an episode box at the first click, even before the listing block's code (equal heights) is there", async () => {
    const { page } = await open('about:blank');
    // The listing block around the bundle waits for its code: a visitor's click inside it is not held.
    let release = () => {};
    await page.route('**/chunks/equal-heights-*.js', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await page.goto(courses + query);
    await box(page, 'A Boldogság').check();
    expect(await box(page, 'A Boldogság').isChecked()).toBe(true);
    release();
    await loaded(page, 'equal-heights');
    expect(await box(page, 'A Boldogság').isChecked()).toBe(true);
  });

  it("buys a pair for oneself from the packages block, 'A Kulcs' checked and locked", async () => {
    const { page, logs } = await open(courses + query);
    const key = box(page, 'A Kulcs (mindig a csomag része)');
    expect(await key.isChecked()).toBe(true);
    await key.click({ force: true });
    expect(await key.isChecked()).toBe(true);
    await box(page, 'A Boldogság').check();
    await box(page, 'A Siker').check();
    expect(await box(page, 'A Megoldás').isDisabled()).toBe(true);
    expect(await buyToCart(page, 'Megveszem (2+1 csomag)')).toEqual(['2+1 csomag: A Boldogság + A Siker + A Kulcs (1 db)']);
    expect(logs).toEqual([]);
  });
});

describe("the '2+1' error flow's timing, in a real layout", () => {
  it('scrolls to the bundle over 100 ms, then at 500 ms marks the boxes and opens the dialog', async () => {
    const { page } = await open('about:blank', { viewport: { width: 800, height: 600 } });
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto(courses);
    // Their code loads once the page has loaded: the click below is timed from the bundle's answer.
    await loaded(page, 'bundle');
    await loaded(page, 'buy');
    const form = page.locator('form[data-kurzus~="bundle"]');
    const formTop = () => form.evaluate((element) => element.getBoundingClientRect().top);
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Start with the bundle's own button near the top and the bundle's boxes above the viewport.
    await page.evaluate(() => document.querySelector('form[data-kurzus~="bundle"] .form-actions')!.scrollIntoView());
    const from = await scrollY();
    expect(await formTop()).toBeLessThan(0);

    await form.getByRole('link', { name: 'Megveszem (2+1 csomag)' }).dispatchEvent('click');
    await page.clock.runFor(50);
    const halfway = await scrollY();
    expect(halfway).toBeLessThan(from);
    expect(await formTop()).toBeLessThan(0);
    await page.clock.runFor(66);
    expect(await formTop()).toBeCloseTo(16, 0); // the form's scroll-margin-top
    await page.clock.runFor(500 - 116 - 1);
    expect(await page.locator('input[aria-invalid="true"]').count()).toBe(0);
    expect(await errorDialog(page).count()).toBe(0);
    await page.clock.runFor(1);
    expect(await page.locator('input[aria-invalid="true"][required]').count()).toBe(3);
    await expect.poll(() => errorDialog(page).isVisible()).toBe(true);
    expect(page.url()).toContain(courses);
  });
});

describe('buy and gift buttons', () => {
  const teachable = 'https://kurzus.example.hu/p/a-boldogsag';
  const giftLink = 'https://ajandek.example.hu/utalvany/a-boldogsag';

  it.each([
    ['the own link, same window (gift link cleared)', 'Megveszem (A Boldogság)', teachable],
    ['the gift button: the gift link, same window', 'Ajándékba adom (A Boldogság)', giftLink],
    ["'A Kulcs': its own href", 'Megveszem (A Kulcs)', '/csomagok/2-plusz-1'],
  ])('%s', async (_case, name, target) => {
    const { page } = await open(courses, { before: answerOutsideHosts });
    await page.locator('.listing').getByRole('link', { name }).click();
    await page.waitForURL((url) => url.href === new URL(target, page.url()).href);
  });

  it('without links, follow their href to the cart: a course and a presentation', async () => {
    const { page } = await open(courses);
    await page.getByRole('link', { name: 'Megveszem (A Megoldás)', exact: true }).click();
    await page.waitForURL('**/kosar');
    await page.goto(courses);
    expect(await buyToCart(page, 'Megveszem (A Siker – előadás-felvétel)')).toEqual([
      'A Megoldás – online kurzus (1 db)',
      'A Siker – előadás-felvétel (1 db)',
    ]);
  });

  it('with the gift provider on: the choice dialog; the gift choice opens the gift link in a new tab', async () => {
    const { page, context, logs } = await open(courses, {
      before: async (page) => {
        await answerOutsideHosts(page);
        await withPurchaseSettings(page, courses, { gift_provider_enabled: true });
      },
    });
    await page.locator('.trailer-view').getByRole('link', { name: 'Megveszem (A Boldogság)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hogyan szeretnéd megvenni?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const tab = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Ajándékba' }).click();
    const opened = await tab;
    await opened.waitForURL(giftLink);
    expect(page.url()).toContain(courses);
    expect(logs).toEqual([]);
  });

  it("with the gift provider on: 'for myself' goes to the course platform in the same window", async () => {
    const { page } = await open(courses, {
      before: async (page) => {
        await answerOutsideHosts(page);
        await withPurchaseSettings(page, courses, { gift_provider_enabled: true });
      },
    });
    await page.locator('.trailer-view').getByRole('link', { name: 'Megveszem (A Boldogság)' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Magamnak, a kurzusplatformon');
    await page.keyboard.press('Enter');
    await page.waitForURL(teachable);
  });
});

describe('the cart block', () => {
  const link = (page: Page) => page.locator('a.cart-block--link__expand');
  const contents = (page: Page) => page.locator('.cart-block--contents');
  /** Expands the contents and waits until floating-ui has placed them. */
  async function expand(page: Page) {
    await link(page).click();
    await expect.poll(() => contents(page).evaluate((element) => element.style.left !== '')).toBe(true);
    return page.evaluate(() => {
      const box = document.querySelector('.cart-block--contents')!.getBoundingClientRect();
      const anchor = document.querySelector('a.cart-block--link__expand')!.getBoundingClientRect();
      return {
        right: box.right,
        left: box.left,
        linkLeft: anchor.left,
        outside: document.querySelector('.cart-block--contents')!.classList.contains('is-outside-horizontal'),
        viewport: document.documentElement.clientWidth,
      };
    });
  }

  it('at a narrow viewport, aligns the expanded contents to the right and keeps them in view', async () => {
    const { page, logs } = await open(courses, { viewport: { width: 360, height: 740 } });
    const placed = await expand(page);
    expect(placed.outside).toBe(true);
    expect(placed.left).toBeGreaterThanOrEqual(8);
    expect(placed.right).toBeLessThanOrEqual(placed.viewport - 8);
    expect(await link(page).getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page);
    expect(logs).toEqual([]);
  });

  it('at a wide viewport, hangs them from the link’s left edge', async () => {
    const { page } = await open(courses, { viewport: { width: 1280, height: 800 } });
    const placed = await expand(page);
    expect(placed.outside).toBe(false);
    expect(Math.round(placed.left)).toBe(Math.round(placed.linkLeft));
    await expectNoAxeViolations(page);
  });

  it.each(hosts)('works by keyboard and collapses with Esc and a click outside, %s', async (_host, query) => {
    const { page } = await open(courses + query);
    await loaded(page, 'cart-block');
    await link(page).focus();
    // An Enter pressed before the cart block's code is there is held and replayed once it is.
    await page.keyboard.press('Enter');
    await expect.poll(() => contents(page).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kosár megtekintése');
    await page.keyboard.press('Escape');
    expect(await contents(page).isVisible()).toBe(false);
    expect(await link(page).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await link(page).getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await contents(page).isVisible()).toBe(true);
    await page.mouse.click(5, 600);
    expect(await contents(page).isVisible()).toBe(false);
    expect(page.url()).toContain(courses);
  });
});

describe('the payment redirect page', () => {
  const opacity = (page: Page) => page.evaluate(() => getComputedStyle(document.body).opacity);

  it.each(hosts)('is hidden until 3000 ms after it was first shown, visible after, %s', async (_host, query) => {
    const { page, logs } = await open('about:blank');
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto(payment + query);
    await loaded(page, 'payment-redirect');
    // How long it had been hidden when the feature's code came (after the page's load): the stylesheet's
    // clock, which the mount read and holds still; the rest of the 3000 ms is the feature's timer.
    const hiddenFor = await page.evaluate(() => Number(document.body.getAnimations()[0]!.currentTime));
    expect(hiddenFor).toBeGreaterThan(0);
    expect(await opacity(page)).toBe('0');
    await page.clock.runFor(2999 - hiddenFor);
    expect(await opacity(page)).toBe('0');
    await page.clock.runFor(2);
    expect(await opacity(page)).toBe('1');
    expect(await page.evaluate(() => document.body.classList.contains('is-revealed'))).toBe(true);
    expect(logs).toEqual([]);
  });

  it('is visible at once without JavaScript', async () => {
    const { page } = await open(payment, { javaScriptEnabled: false });
    expect(await opacity(page)).toBe('1');
  });

  it('is revealed by the stylesheet alone when the bundle never loads', async () => {
    const { page } = await open(payment + '?host=drupal', {
      before: async (page) => {
        await page.route('**/dist/esm/kurzus.js*', (route) => route.abort());
      },
    });
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(true);
    await expect.poll(() => opacity(page), { timeout: 6000 }).toBe('1');
  });
});
