// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hasFocus, hosts, useBrowser } from './support.ts';

const open = useBrowser();
const fixture = '/fixtures/gallery.html';
const options = 'autoplay=1&loop=1&title=0&byline=0&portrait=0&badge=0&autopause=0';

/**
 * The player is an outside host, out of reach here: a local stub answers for it and records what was
 * asked of it. Analytics events are recorded from dataLayer.
 */
async function stubPlayer(page: Page) {
  const requested: string[] = [];
  await page.route('https://player.vimeo.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="hu"><title>Lejátszó</title><p>Lejátszó</p></html>',
    });
  });
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  return requested;
}

const trailer = (page: Page, title: string) => page.locator(`a[data-kurzus~="video"][data-title="${title}"]`);
const overlay = (page: Page) => page.locator('.kurzus-video [role="dialog"]');
const player = (page: Page) => page.locator('iframe.kurzus-video__player');
const box = (page: Page) =>
  page.evaluate(() => {
    const content = document.querySelector('.kurzus-video [role="dialog"]')!.getBoundingClientRect();
    const frame = document.querySelector('iframe.kurzus-video__player')!.getBoundingClientRect();
    return { width: content.width, height: content.height, frameWidth: frame.width, frameHeight: frame.height };
  });

describe.each(hosts)('the video lightbox, %s', (_host, query) => {
  it.each([
    ['A Boldogság – előzetes', '76979871'],
    ['A Siker – előzetes', '22439234'],
    ['A Kulcs – előzetes', '148751763'],
    ['Kulisszatitkok', '1084537'],
  ])('opens "%s" in the player (id %s) without navigating and records click_play', async (title, id) => {
    const { page, logs } = await open('about:blank');
    const requested = await stubPlayer(page);
    await page.goto(fixture + query);
    const before = page.url();
    await trailer(page, title).click();
    await expect.poll(() => player(page).getAttribute('src')).toBe(`https://player.vimeo.com/video/${id}?${options}`);
    await expect.poll(() => requested).toEqual([`https://player.vimeo.com/video/${id}?${options}`]);
    expect(page.url()).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toEqual([
      { event: 'click_play', content: title },
    ]);
    expect(await player(page).getAttribute('title')).toBe(title);
    expect(logs).toEqual([]);
  });
});

describe('the video lightbox', () => {
  it.each([
    [500, { width: 455, height: 305, frameWidth: 455, frameHeight: 305 }],
    [800, { width: 755, height: 480, frameWidth: 755, frameHeight: 480 }],
    [1280, { width: 1235, height: 480, frameWidth: 800, frameHeight: 480 }],
  ])('sizes the overlay and the player from a window %i px wide', async (width, expected) => {
    const { page } = await open('about:blank', { viewport: { width, height: 900 } });
    await stubPlayer(page);
    await page.goto(fixture);
    await trailer(page, 'A Siker – előzetes').click();
    await expect.poll(() => player(page).count()).toBe(1);
    expect(await box(page)).toEqual(expected);
  });

  it('sizes again when the window is resized', async () => {
    const { page } = await open('about:blank', { viewport: { width: 1280, height: 900 } });
    await stubPlayer(page);
    await page.goto(fixture);
    await trailer(page, 'A Siker – előzetes').click();
    await expect.poll(() => player(page).count()).toBe(1);
    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(() => box(page)).toEqual({ width: 455, height: 305, frameWidth: 455, frameHeight: 305 });
  });

  it.each([
    ['×', (page: Page) => page.getByRole('button', { name: 'Bezárás' }).click()],
    ['Esc', (page: Page) => page.keyboard.press('Escape')],
    ['the backdrop', (page: Page) => page.mouse.click(3, 3)],
  ])('closes with %s: the player is gone (the video stops) and focus is back on the link', async (_closer, close) => {
    const { page } = await open('about:blank');
    await stubPlayer(page);
    await page.goto(fixture);
    await trailer(page, 'A Boldogság – előzetes').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => player(page).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bezárás');
    await expectNoAxeViolations(page);
    await close(page);
    await expect.poll(() => overlay(page).count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    await expect.poll(() => hasFocus(trailer(page, 'A Boldogság – előzetes'))).toBe(true);
  });
});

describe('the trailer view', () => {
  it("plays an item's trailer in the video lightbox, beside its buy buttons", async () => {
    const { page, logs } = await open('/fixtures/courses.html', { before: async (page) => void (await stubPlayer(page)) });
    const link = trailer(page, 'A Boldogság – előzetes');
    const before = page.url();
    await link.click();
    await expect.poll(() => player(page).getAttribute('src')).toBe(`https://player.vimeo.com/video/76979871?${options}`);
    expect(page.url()).toBe(before);
    await page.keyboard.press('Escape');
    await expect.poll(() => player(page).count()).toBe(0);
    await expect.poll(() => hasFocus(link)).toBe(true);
    expect(logs).toEqual([]);
  });
});
