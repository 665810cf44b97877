// @vitest-environment node
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listFixtures } from '../../scripts/demo/fixtures.ts';
import { fillContactForm } from '../browser/contact-form.ts';
import { holdsFocus, useBrowser, useClassicBuild } from '../browser/support.ts';
import { loaded, reachFor, recordViolations } from './observe.ts';

const fixtures = listFixtures();
const open = useBrowser();

const phone = { width: 400, height: 800 };
const desktop = { width: 1280, height: 900 };

/** Outside hosts (the course platform, the gift provider, the video player) answered locally. */
async function answerOutsideHosts(page: Page) {
  const body = '<!doctype html><html lang="hu"><title>Külső oldal</title><p>Külső oldal</p></html>';
  await page
    .context()
    .route(/^https:\/\/([a-z]+\.example\.hu|player\.vimeo\.com)\//, (route) => route.fulfill({ contentType: 'text/html', body }));
}

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
// Generous: on a loaded machine a dialog's chunks can take a while.
const visible = (page: Page, name: string) => expect.poll(() => dialogNamed(page, name).isVisible(), { timeout: 10_000 }).toBe(true);
const gone = (page: Page, name: string) => expect.poll(() => dialogNamed(page, name).count()).toBe(0);

/** The video overlay: opens on the link with the Vimeo player, closes with Esc. */
async function playTrailer(page: Page) {
  await page.locator('a[data-kurzus~="video"]').first().click();
  // Generous, as for dialogs: the feature module, React and the overlay load one after another.
  await expect
    .poll(() => page.locator('iframe.kurzus-video__player').getAttribute('src'), { timeout: 10_000 })
    .toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+\?/);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('iframe.kurzus-video__player').count()).toBe(0);
}

/** The cart block: expanded (floating-ui places it), then closed with Esc. */
async function toggleCart(page: Page) {
  const link = page.locator('a.cart-block--link__expand');
  await link.click();
  await expect
    .poll(() => page.locator('.cart-block--contents').evaluate((element) => (element as HTMLElement).style.left !== ''))
    .toBe(true);
  expect(await link.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
  await expect.poll(() => link.getAttribute('aria-expanded')).toBe('false');
}

/** The off-canvas menu at phone width: the toggle opens it with focus inside, Esc closes it. */
async function toggleMenu(page: Page) {
  await page.setViewportSize(phone);
  const toggle = page.getByRole('button', { name: 'Menü', exact: true });
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
  await toggle.click();
  await expect.poll(() => holdsFocus(page.locator('#block-kurzus-main-menu'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
}

/** The pages of what core prints (forms, tabs, pagers, comments, error pages): their one widget is the frame's menu. */
const corePages = [
  'access-denied.html',
  'article.html',
  'articles.html',
  'node-admin.html',
  'not-found.html',
  'search.html',
  'user-login.html',
  'user-password.html',
  'user-register.html',
];

/** What each fixture page has, driven as a visitor would; each ends with the page in a state that shows it worked. */
const drive: Record<string, (page: Page) => Promise<void>> = {
  ...Object.fromEntries(corePages.map((file) => [file, toggleMenu])),
  async 'admin.html'(page) {
    // The progress bar polls the demo's source and draws its first step.
    await expect.poll(() => page.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 10_000 }).toMatch(/^(25|50|75|100)$/);
  },
  async 'bundle.html'(page) {
    // The '2+1' error flow: refused with the dialog, then a valid pair goes to the cart.
    // The once marker is written at attach; the code that answers the click may still be on its way.
    await loaded(page, 'bundle');
    await loaded(page, 'buy');
    await page.getByRole('link', { name: 'Megveszem (2+1 csomag)' }).click();
    await visible(page, 'Válaszd ki az epizódokat');
    await expect.poll(() => holdsFocus(dialogNamed(page, 'Válaszd ki az epizódokat'))).toBe(true);
    await page.keyboard.press('Enter');
    await gone(page, 'Válaszd ki az epizódokat');
    await toggleCart(page);
    const form = page.locator('form[data-kurzus~="bundle"]');
    await form.getByRole('checkbox', { name: 'A Boldogság', exact: true }).check();
    await form.getByRole('checkbox', { name: 'A Megoldás', exact: true }).check();
    await page.getByRole('link', { name: 'Megveszem (2+1 csomag)' }).click();
    await page.waitForURL('**/kosar');
  },
  async 'contact.html'(page) {
    // The in-page client's code is a lazy chunk and a form's submit is never held for it: until it has
    // arrived, a submit takes the no-JavaScript path.
    await reachFor(page, page.locator('form.contact-form'), 'inpage');
    // An in-page insert (the .use-ajax link), then the form's in-page submit with its message.
    await page.getByRole('link', { name: 'Válaszidő frissítése' }).click();
    await expect.poll(() => page.locator('#valaszido').textContent()).toBe('Átlagos válaszidő ma: 1 munkanap.');
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Üzenet küldése' }).click();
    await expect
      .poll(() => page.locator('[data-drupal-messages] [role="status"]').textContent())
      .toBe('Köszönöm az üzenetet, Kiss Anna! Hamarosan válaszolok.');
  },
  async 'cookie-consent.html'(page) {
    // The consent banner is the page's own script; the exit-intent pop-up waits for it. Accepting hides it.
    await expect.poll(() => page.locator('#sliding-popup').isVisible()).toBe(true);
    await page.locator('#sliding-popup button').first().click();
    await expect.poll(() => page.locator('#sliding-popup').isVisible()).toBe(false);
    await expect.poll(() => page.locator('#ouibounce-exit-modal .modal[role="dialog"]').count(), { timeout: 10_000 }).toBe(1);
  },
  async 'courses.html'(page) {
    await playTrailer(page);
    await toggleCart(page);
    // The gift button goes to its gift link.
    await page.locator('.listing').getByRole('link', { name: 'Ajándékba adom (A Boldogság)' }).click();
    await page.waitForURL('https://ajandek.example.hu/**');
  },
  async 'gallery.html'(page) {
    // A caption with markup, sanitized into TrustedHTML; Esc closes.
    await page.locator('a.colorbox[href$="proba-2.svg"]').click();
    await visible(page, 'Képnézegető');
    await expect.poll(() => page.locator('.kurzus-lightbox__figure').getAttribute('data-status')).toBe('loaded');
    expect(await page.locator('figcaption').innerHTML()).toBe('A <em>Boldogság</em> jelmezes próbája');
    await page.keyboard.press('Escape');
    await gone(page, 'Képnézegető');
    await playTrailer(page);
  },
  async 'home.html'(page) {
    // Counters count once in view; the exit-intent pop-up opens when the pointer leaves through the top.
    const counter = page.locator('[data-kurzus~="counter"]').first();
    await counter.scrollIntoViewIfNeeded();
    await expect.poll(() => counter.evaluate((element) => element.classList.contains('counted')), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.locator('#ouibounce-exit-modal .modal[role="dialog"]').count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(1100); // the pop-up's `timer`: 1000 ms after it is ready
    await page.mouse.move(600, 100);
    await page.mouse.move(600, -5);
    await visible(page, 'Várj még egy pillanatra!');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#ouibounce-exit-modal').evaluate((root) => root.classList.contains('is-open'))).toBe(false);
  },
  async 'packages.html'(page) {
    // At phone width the off-canvas menu opens and closes; at desktop width, more-items and the slider.
    await toggleMenu(page);
    await page.setViewportSize(desktop);
    // The toggle's code loads as it comes near the viewport (a `visible` behaviour): the visitor scrolls to it.
    await page.getByText('További csomagok', { exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'További csomagok' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Kevesebb csomag' }).count()).toBe(1);
    const slider = page.locator('.articles [data-kurzus~="slider"]');
    await slider.scrollIntoViewIfNeeded();
    await expect.poll(() => slider.evaluate((element) => element.classList.contains('is-ready'))).toBe(true);
    await slider.getByRole('button', { name: 'Következő' }).click();
    await expect.poll(() => slider.locator('[aria-live="polite"]').textContent()).toBe('2. dia / 3');
  },
  async 'payment.html'(page) {
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('is-revealed')), { timeout: 10_000 }).toBe(true);
  },
  async 'performances.html'(page) {
    // The 'coming soon' ticket dialog opens and closes.
    await page.locator('table.performances a[data-kurzus~="ticket"][href="/"]').first().click();
    await visible(page, 'Hamarosan');
    await page.getByRole('button', { name: 'Rendben' }).click();
    await gone(page, 'Hamarosan');
  },
};

/** Opens a fixture under the strict policy, drives it as a visitor would, and expects no violation and nothing logged. */
async function driveUnderStrictCsp(file: string, query: string, before?: (page: Page) => Promise<void>) {
  const run = drive[file];
  expect(run, `a drive for ${file}`).toBeTypeOf('function');
  let seen: string[] = [];
  const { page, logs } = await open(`/fixtures/${file}?csp=strict${query}`, {
    viewport: file === 'packages.html' ? phone : desktop,
    before: async (page) => {
      seen = await recordViolations(page);
      await answerOutsideHosts(page);
      await before?.(page);
    },
  });
  const policy = await page.evaluate(() => fetch(location.href).then((response) => response.headers.get('content-security-policy')));
  expect(policy).toContain("script-src 'self'");
  expect(policy?.includes("require-trusted-types-for 'script'")).toBe(query === '');
  // Clicks before the bundle has attached take the no-JavaScript path: wait for its first mark.
  await page.waitForFunction(() => document.querySelector('[data-once]') !== null);
  await run!(page);
  expect(seen).toEqual([]);
  expect(logs).toEqual([]);
}

describe.each([
  ['standalone, with Trusted Types', ''],
  ['under a Drupal-like host', '&host=drupal'],
])("every fixture page under the theme's strict Content-Security-Policy, %s", (_host, query) => {
  it.each(fixtures.map((fixture) => [path.basename(fixture.url)] as const))(
    '%s: every widget works, with no violation and no error',
    (file) => driveUnderStrictCsp(file, query),
  );
});

describe("the classic script under the theme's strict Content-Security-Policy, with Trusted Types", () => {
  // Its DOMPurify is inlined: in-page markup and captions go through the same sanitizer and its 'dompurify' policy.
  it.each(['contact.html', 'gallery.html'])('%s: in-page updates insert their markup, captions keep theirs, with no violation', (file) =>
    driveUnderStrictCsp(file, '', (page) => useClassicBuild(page, `/fixtures/${file}*`)),
  );
});
