// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listFixtures } from '../../scripts/demo/fixtures.ts';
import { useBrowser } from './support.ts';
import { unstyledCoreMarkup } from './unstyled.ts';

/**
 * What core prints inside the theme's frame, on the fixture pages (rendered from the theme's templates):
 * nothing unstyled on any page, tabs and pagers as navigation that says where the visitor is, and the
 * messages core's scripts add beside the server's.
 */
const fixtures = listFixtures();
const open = useBrowser();

describe('no core markup is left unstyled', () => {
  it.each(fixtures.map(({ url }) => url))('%s at 1280 px: nothing unstyled, navigation in rows', async (url) => {
    const { page } = await open(url, { viewport: { width: 1280, height: 900 } });
    expect(await unstyledCoreMarkup(page, { rows: true })).toEqual([]);
  });

  it.each(fixtures.map(({ url }) => url))('%s at 390 px: nothing unstyled, nothing wider than the phone', async (url) => {
    const { page } = await open(url, { viewport: { width: 390, height: 844 } });
    expect(await unstyledCoreMarkup(page, { rows: false })).toEqual([]);
  });
});

/** The outline the focused element shows. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

describe('tabs', () => {
  it('are a navigation landmark, the current tab marked for screen readers, the others in a row beside it', async () => {
    const { page } = await open('/fixtures/node-admin.html');
    const tabs = page.getByRole('navigation', { name: 'Elsődleges fülek' });
    await expect.poll(() => tabs.getByRole('link').allTextContents()).toEqual(['Megtekintés', 'Szerkesztés', 'Törlés', 'Változatok']);
    expect(await tabs.locator('[aria-current="page"]').allTextContents()).toEqual(['Megtekintés']);
    const tops = await tabs.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });

  it('show the focus ring when reached by keyboard', async () => {
    const { page } = await open('/fixtures/node-admin.html');
    const edit = page.getByRole('navigation', { name: 'Elsődleges fülek' }).getByRole('link', { name: 'Szerkesztés' });
    await page.getByRole('navigation', { name: 'Elsődleges fülek' }).getByRole('link', { name: 'Megtekintés' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => edit.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await focusRing(page)).toEqual({ style: 'solid', width: 3 });
  });

  it('on a phone, wrap within the window: the last one, reached by keyboard, is in view', async () => {
    const { page } = await open('/fixtures/user-register.html', { viewport: { width: 390, height: 844 } });
    const tabs = page.getByRole('navigation', { name: 'Elsődleges fülek' });
    const last = tabs.getByRole('link', { name: 'Új jelszó igénylése' });
    await tabs.getByRole('link', { name: 'Új fiók létrehozása' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => last.evaluate((link) => link === document.activeElement)).toBe(true);
    await expect.poll(() => last.evaluate((link) => link.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

describe('pagers', () => {
  it('the full pager is a navigation landmark: the current page marked, the others and next and last named', async () => {
    const { page } = await open('/fixtures/search.html');
    const pager = page.getByRole('navigation', { name: 'Lapozó' });
    await expect.poll(() => pager.locator('[aria-current="page"]').textContent()).toMatch(/^\s*Oldal\s*1$/);
    for (const name of ['Oldal 2', 'Oldal 3', 'Következő oldal', 'Utolsó oldal'])
      await expect.poll(() => pager.getByRole('link', { name }).count()).toBe(1);
    expect(await pager.getByRole('link', { name: 'Előző oldal' }).count()).toBe(0);
  });

  it("Views' mini pager names previous and next and says which page this is", async () => {
    const { page } = await open('/fixtures/articles.html');
    const pager = page.getByRole('navigation', { name: 'Lapozó' });
    await expect
      .poll(() => pager.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      .toEqual(['/cikkek?page=0', '/cikkek?page=2']);
    expect(await pager.getByRole('link', { name: 'Előző oldal' }).count()).toBe(1);
    expect(await pager.getByRole('link', { name: 'Következő oldal' }).count()).toBe(1);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('2. oldal');
  });
});

/**
 * Adds a message as core's Drupal.Message does when a script announces one (core's misc/message.js):
 * into the page's messages area (the hidden fallback becomes one, shown), in the area's first child (a
 * new `.messages__wrapper` in an empty area), as a box `messages messages--<type>` with its role and name.
 */
const addMessage = (page: Page, text: string, type: 'status' | 'warning' | 'error') =>
  page.evaluate(
    ([text, type]) => {
      let area = document.querySelector('[data-drupal-messages]') ?? document.querySelector('[data-drupal-messages-fallback]')!;
      if (area.hasAttribute('data-drupal-messages-fallback')) {
        area.removeAttribute('data-drupal-messages-fallback');
        area.classList.remove('hidden');
      }
      area.setAttribute('data-drupal-messages', '');
      if (area.innerHTML === '') area = area.appendChild(Object.assign(document.createElement('div'), { className: 'messages__wrapper' }));
      else area = area.firstElementChild!;
      const box = document.createElement('div');
      box.className = `messages messages--${type}`;
      box.setAttribute('role', type === 'status' ? 'status' : 'alert');
      box.setAttribute('aria-label', { status: 'Állapotüzenet', warning: 'Figyelmeztető üzenet', error: 'Hibaüzenet' }[type]);
      box.textContent = text;
      area.appendChild(box);
    },
    [text, type] as const,
  );

describe("messages core's scripts add", () => {
  it("join the server's messages, in a box of the same width and look", async () => {
    const { page } = await open('/fixtures/node-admin.html');
    await addMessage(page, 'A változtatások mentése nem sikerült.', 'warning');
    const boxes = page.locator('[data-drupal-messages] .messages');
    await expect.poll(() => boxes.count()).toBe(2);
    const widths = await boxes.evaluateAll((all) => all.map((box) => box.getBoundingClientRect().width));
    expect(widths[1]).toBe(widths[0]);
    expect(await page.getByRole('alert', { name: 'Figyelmeztető üzenet' }).textContent()).toBe('A változtatások mentése nem sikerült.');
    expect(await unstyledCoreMarkup(page, { rows: true })).toEqual([]);
  });

  it('open the messages area on a page without any, styled as the server would print it', async () => {
    const { page } = await open('/fixtures/user-password.html');
    await addMessage(page, 'A jelszó-visszaállítási levelet elküldtük.', 'status');
    const box = page.getByRole('status', { name: 'Állapotüzenet' });
    await expect.poll(() => box.isVisible()).toBe(true);
    expect(await box.evaluate((element) => element.matches('[data-drupal-messages] > .messages__wrapper > .messages'))).toBe(true);
    expect(await unstyledCoreMarkup(page, { rows: true })).toEqual([]);
  });
});
