// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support.ts';

const open = useBrowser();
const fixture = '/fixtures/packages.html';
const extraTitles = ['Megoldás csomag', 'Teljes csomag'];

describe('the more-items toggle on the packages page', () => {
  it('shows and hides the extra packages, by mouse and by keyboard, without leaving the page', async () => {
    const { page, logs } = await open(fixture, { viewport: { width: 1280, height: 900 } });
    const extras = () => Promise.all(extraTitles.map((name) => page.getByRole('link', { name, exact: true }).isVisible()));
    expect(await extras()).toEqual([false, false]);

    // The toggle's code loads as it comes near the viewport (a `visible` behaviour): the visitor scrolls to it.
    await page.getByText('További csomagok', { exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'További csomagok' }).click();
    expect(await extras()).toEqual([true, true]);
    const toggle = page.getByRole('button', { name: 'Kevesebb csomag' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.evaluate((link) => link === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Space');
    expect(await extras()).toEqual([false, false]);
    await page.keyboard.press('Enter');
    expect(await extras()).toEqual([true, true]);
    expect(new URL(page.url()).hash).toBe('');
    expect(logs).toEqual([]);
  });

  it('without JavaScript, shows every package and no toggle', async () => {
    const { page } = await open(fixture, { viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    expect(await Promise.all(extraTitles.map((name) => page.getByRole('link', { name, exact: true }).isVisible()))).toEqual([true, true]);
    expect(await page.locator('[data-kurzus~="more-items"]').isVisible()).toBe(false);
  });
});
