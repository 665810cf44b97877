// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hosts, stopClock, useBrowser, useClassicBuild } from './support.ts';

const open = useBrowser();
const home = '/fixtures/home.html';
const consentPage = '/fixtures/cookie-consent.html';
const day = 24 * 60 * 60;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Várj még egy pillanatra!' });
const isOpen = (page: Page) => page.locator('#ouibounce-exit-modal').evaluate((root) => root.classList.contains('is-open'));

/** Opens a page with the clock stopped (only the test moves it), and waits until the pop-up has mounted. */
async function openWithClock(url: string, options: Parameters<typeof open>[1] = {}) {
  const opened = await open(url, {
    ...options,
    before: async (page) => {
      await options.before?.(page);
      await stopClock(page);
    },
  });
  const { page } = opened;
  // It mounts when the page is idle, once its code has loaded: let fake time pass until it has.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.locator('#ouibounce-exit-modal .modal[role="dialog"]').count();
    })
    .toBe(1);
  return opened;
}

/** The real pointer leaves the window: a move inside, then one beyond the given edge. */
async function leaveThrough(page: Page, edge: 'top' | 'left' = 'top') {
  await page.mouse.move(600, 100);
  await page.mouse.move(edge === 'top' ? 600 : -5, edge === 'top' ? -5 : 100);
  await page.clock.runFor(1);
}

/**
 * Lets the focus-trap chunk load and take focus (its first focus waits a tick): from the dialog itself,
 * which holds focus until then, to a control inside it.
 */
async function focusInside(page: Page) {
  await expect
    .poll(async () => {
      await page.clock.runFor(10);
      return page.evaluate(() => document.activeElement?.parentElement?.closest('.modal') != null);
    })
    .toBe(true);
}

describe.each(hosts)('the exit-intent pop-up, %s', (_host, query) => {
  it('opens when the pointer leaves through the top once `timer` has passed, and writes the cookie', async () => {
    const { page, context, logs } = await openWithClock(home + query);
    await leaveThrough(page);
    expect(await isOpen(page)).toBe(false);

    await page.clock.runFor(1000);
    await leaveThrough(page);
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await focusInside(page);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Kérem az ajándék epizódot');

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'viewedOuibounceModal');
    expect(cookie).toMatchObject({ value: 'true', path: '/', domain: '127.0.0.1' });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 29 * day);
    expect(cookie!.expires).toBeLessThan(Date.now() / 1000 + 31 * day);
    // axe-core waits on timers of its own.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    expect(logs).toEqual([]);
  });

  it('keeps focus inside; Esc closes and gives focus back', async () => {
    const { page } = await openWithClock(home + query);
    await page.getByRole('link', { name: 'A kurzusok megtekintése' }).focus();
    await page.clock.runFor(1000);
    await leaveThrough(page);
    await focusInside(page);
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.modal') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    // focus-trap gives focus back a tick later.
    await page.clock.runFor(10);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('A kurzusok megtekintése');
  });
});

describe('the exit-intent pop-up', () => {
  it('ignores a pointer leaving sideways', async () => {
    const { page } = await openWithClock(home);
    await page.clock.runFor(1000);
    await leaveThrough(page, 'left');
    await page.clock.runFor(1000);
    expect(await isOpen(page)).toBe(false);
  });

  it.each([
    ['the backdrop', false, (page: Page) => page.mouse.click(10, 300)],
    ['the footer', false, (page: Page) => page.getByText('Köszönöm, most nem kérem').click()],
    ['the close button', false, (page: Page) => page.getByRole('button', { name: 'Bezárás' }).click()],
    ['the dialog’s text', true, (page: Page) => page.getByText('Mielőtt továbbállsz').click()],
    ['the dialog’s title', true, (page: Page) => page.getByRole('heading', { name: 'Várj még egy pillanatra!' }).click()],
  ])('a click on %s leaves it open: %s', async (_where, staysOpen, click) => {
    const { page } = await openWithClock(home);
    await page.clock.runFor(1000);
    await leaveThrough(page);
    await focusInside(page);
    await click(page);
    await page.clock.runFor(10);
    expect(await isOpen(page)).toBe(staysOpen);
  });

  it('does not show again on the next page while the cookie is there', async () => {
    const { page } = await openWithClock(home);
    await page.clock.runFor(1000);
    await leaveThrough(page);
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.reload();
    // Once idle, its code loads and mounts, and finds the cookie.
    await page.clock.runFor(3000);
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(1000);
    await leaveThrough(page);
    await page.clock.runFor(1000);
    expect(await isOpen(page)).toBe(false);
  });

  it('waits for the cookie-consent banner to close', async () => {
    const { page, logs } = await openWithClock(consentPage);
    await page.clock.runFor(5000);
    await leaveThrough(page);
    expect(await isOpen(page)).toBe(false);

    await page.getByRole('button', { name: 'Elfogadom' }).click();
    await page.clock.runFor(999);
    await leaveThrough(page);
    expect(await isOpen(page)).toBe(false);
    await page.clock.runFor(1);
    await leaveThrough(page);
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(logs).toEqual([]);
  });

  it('on a touch device, opens on the first upward scroll (custom behaviour 1, touch only)', async () => {
    const { page } = await openWithClock(home, { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    await page.clock.runFor(1000);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.clock.runFor(100);
    expect(await isOpen(page)).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect
      .poll(async () => {
        await page.clock.runFor(10);
        return isOpen(page);
      })
      .toBe(true);
  });

  it('with a mouse, scrolling up does not open it (the custom behaviour is for touch devices)', async () => {
    const { page } = await openWithClock(home);
    await page.clock.runFor(1000);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.clock.runFor(100);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.clock.runFor(1000);
    expect(await isOpen(page)).toBe(false);
  });

  it('works the same from the classic build, focus trap and all', async () => {
    const { page, logs } = await openWithClock(home, {
      before: (page) => useClassicBuild(page, home),
    });
    await page.clock.runFor(1000);
    await leaveThrough(page);
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await focusInside(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(logs).toEqual([]);
  });
});
