// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hasFocus, hosts, useBrowser } from './support.ts';

const open = useBrowser();
const fixture = '/fixtures/packages.html';
const phone = { viewport: { width: 400, height: 800 } };

const toggle = (page: Page) => page.getByRole('button', { name: 'Menü', exact: true });
const closeButton = (page: Page) => page.getByRole('button', { name: 'Menü bezárása' });
const panel = (page: Page) => page.locator('#block-kurzus-main-menu');
const focusInPanel = (page: Page) =>
  page.evaluate(() => document.getElementById('block-kurzus-main-menu')!.contains(document.activeElement));
const toggleFocused = (page: Page) => hasFocus(toggle(page));

/**
 * The trap takes hold in a task after the frame that shows the panel, once its code is in: until then Tab
 * does not wrap and a click beside the panel does not close it. Waits for both. (A string: the test runner
 * would rewrite an import() in a function.)
 */
async function held(page: Page) {
  const chunk = await page.waitForFunction(
    () => performance.getEntriesByType('resource').find((entry) => /\/focus-trap-[^/]*\.js$/.test(entry.name))?.name,
  );
  const url = JSON.stringify(await chunk.jsonValue());
  await page.evaluate(`import(${url}).then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))))`);
}

/** The toggle's code loads when it comes into view: wait until it has mounted. */
const mounted = (page: Page) => expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('false');

async function expectOpen(page: Page) {
  await expect.poll(() => focusInPanel(page)).toBe(true);
  expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
  expect(await panel(page).evaluate((nav) => nav.classList.contains('is-open'))).toBe(true);
  expect(await page.evaluate(() => document.body.classList.contains('offcanvas-open'))).toBe(true);
  expect(await panel(page).isVisible()).toBe(true);
}

async function expectClosedWithFocusOnToggle(page: Page) {
  await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('false');
  expect(await panel(page).evaluate((nav) => nav.classList.contains('is-open'))).toBe(false);
  expect(await page.evaluate(() => document.body.classList.contains('offcanvas-open'))).toBe(false);
  await expect.poll(() => toggleFocused(page)).toBe(true);
}

describe.each(hosts)('the off-canvas navigation on a phone, %s', (_host, query) => {
  it('opens from the toggle, moves focus in and keeps it inside on Tab and Shift+Tab', async () => {
    const { page, logs } = await open(fixture + query, phone);
    await mounted(page);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await panel(page).isVisible()).toBe(false);

    await toggle(page).click();
    await expectOpen(page);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kezdőlap');
    await held(page);
    // Every link and the panel's close button above them.
    const stops = await panel(page).locator('a, button').count();
    for (let step = 0; step < stops + 1; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInPanel(page)).toBe(true);
    }
    // After a full round, Tab has wrapped to the second link.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kurzusok');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menü bezárása');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kapcsolat');
    await expectNoAxeViolations(page);
    expect(logs).toEqual([]);
  });

  it('closes with Esc and gives focus back to the toggle', async () => {
    const { page } = await open(fixture + query, phone);
    await mounted(page);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expectOpen(page);
    await page.keyboard.press('Escape');
    await expectClosedWithFocusOnToggle(page);
    expect(await panel(page).isVisible()).toBe(false);
  });

  it.each([
    ['a click', (page: Page) => closeButton(page).click()],
    ['Enter', (page: Page) => closeButton(page).press('Enter')],
  ])('closes from its own close button, shown at the top of the panel, on %s; focus back on the toggle', async (_how, press) => {
    const { page } = await open(fixture + query, phone);
    await mounted(page);
    await toggle(page).click();
    await expectOpen(page);
    const [button, nav] = [await closeButton(page).boundingBox(), await panel(page).boundingBox()];
    expect(await closeButton(page).isVisible()).toBe(true);
    // Inside the panel, above its first link.
    expect(button!.x).toBeGreaterThanOrEqual(nav!.x);
    expect(button!.x + button!.width).toBeLessThanOrEqual(nav!.x + nav!.width);
    expect(button!.y + button!.height).toBeLessThanOrEqual((await panel(page).getByRole('link', { name: 'Kezdőlap' }).boundingBox())!.y);
    await press(page);
    await expectClosedWithFocusOnToggle(page);
    expect(await panel(page).isVisible()).toBe(false);
  });

  it('closes when a link in it is followed, focus back on the toggle', async () => {
    const { page } = await open(fixture + query, phone);
    await mounted(page);
    await toggle(page).click();
    await expectOpen(page);
    await panel(page).getByRole('link', { name: 'Cikkek' }).click();
    await expectClosedWithFocusOnToggle(page);
    expect(new URL(page.url()).hash).toBe('#cikkek');
  });

  it('closes from the toggle itself and from a click beside the panel', async () => {
    const { page } = await open(fixture + query, phone);
    await mounted(page);
    await toggle(page).click();
    await expectOpen(page);
    await toggle(page).click();
    await expectClosedWithFocusOnToggle(page);

    await toggle(page).click();
    await expectOpen(page);
    await held(page);
    await page.mouse.click(380, 400);
    await expectClosedWithFocusOnToggle(page);
  });
});

describe('the off-canvas navigation elsewhere', () => {
  it('slides in, and does not slide with reduced motion', async () => {
    const slide = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page } = await open(fixture, { ...phone, reducedMotion });
      await mounted(page);
      await toggle(page).click();
      await expectOpen(page);
      return panel(page).evaluate((nav) => getComputedStyle(nav).transitionDuration);
    };
    expect(await slide('no-preference')).not.toBe('0s');
    expect(await slide('reduce')).toBe('0s');
  });

  it('leaves focus where Tab took it before the focus code came, and from then on holds it in the panel', async () => {
    const { page } = await open('about:blank', phone);
    let asked = () => {};
    const focusCodeAsked = new Promise<void>((resolve) => (asked = resolve));
    let release = () => {};
    await page.route('**/chunks/focus-trap-*.js', async (route) => {
      asked();
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    await page.goto(fixture);
    await mounted(page);
    await toggle(page).click();
    await expectOpen(page);
    await focusCodeAsked;
    // Until the code comes, Tab moves as it always does.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    const reached = await focused();
    expect(reached).not.toBe('Kezdőlap');
    const arrived = page.waitForResponse('**/chunks/focus-trap-*.js');
    release();
    const chunk = (await arrived).url();
    // The page's own import of the chunk resolves after the menu's; a task later the trap is on. (A string:
    // the test runner would rewrite an import() in a function.)
    await page.evaluate(`import(${JSON.stringify(chunk)}).then(() => new Promise((resolve) => setTimeout(resolve, 0)))`);
    expect(await focused()).toBe(reached);
    // Held: a whole round of Tab stays in the panel and comes back to the same link.
    const stops = await panel(page).locator('a, button').count();
    for (let step = 0; step < stops; step++) {
      await page.keyboard.press('Tab');
      expect(await focusInPanel(page)).toBe(true);
    }
    expect(await focused()).toBe(reached);
  });

  it('is the plain menu on a desktop: no toggle, every link in view', async () => {
    const { page } = await open(fixture, { viewport: { width: 992, height: 800 } });
    expect(await toggle(page).count()).toBe(0);
    expect(await closeButton(page).count()).toBe(0);
    expect(await panel(page).getByRole('link', { name: 'Kapcsolat' }).isVisible()).toBe(true);
  });

  it('closes when the window widens to a desktop while it is open', async () => {
    const { page } = await open(fixture, phone);
    await mounted(page);
    await toggle(page).click();
    await expectOpen(page);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('offcanvas-open'))).toBe(false);
    expect(await panel(page).getByRole('link', { name: 'Kapcsolat' }).isVisible()).toBe(true);
  });

  it('without JavaScript, shows the menu and no toggle', async () => {
    const { page } = await open(fixture, { ...phone, javaScriptEnabled: false });
    expect(await page.locator('[data-kurzus~="offcanvas"]').isVisible()).toBe(false);
    expect(await page.locator('[data-offcanvas-close]').isVisible()).toBe(false);
    expect(await panel(page).getByRole('link', { name: 'Kapcsolat' }).isVisible()).toBe(true);
  });
});
