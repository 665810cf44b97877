// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serveChanged } from '../security/serve.ts';
import { expectNoAxeViolations, hosts, useBrowser } from './support.ts';

/**
 * The bundle speaks the page's language: its Hungarian only on a Hungarian page; on any other, Drupal's
 * translation in the 'kurzus' context where the site has one, else the English source. (A translator's
 * wording on a Hungarian page: ticket.test.ts.)
 */
const open = useBrowser();

const performances = '/fixtures/performances.html';
const gallery = '/fixtures/gallery.html';
const comingSoon = (page: Page) => page.locator('table.performances a[data-kurzus~="ticket"][href="/"][aria-haspopup="dialog"]').first();

/**
 * The page as Drupal prints it on the site's English side (`/en/…`): `<html lang="en">`, `currentLanguage`
 * 'en', and Colorbox's labels as the module sends them there, in its English.
 */
const inEnglish = (page: Page, fixture: string) =>
  serveChanged(page, fixture, {
    replace: (html) => html.replace('<html lang="hu"', '<html lang="en"'),
    settings: (settings) => {
      (settings['path'] as Record<string, unknown>)['currentLanguage'] = 'en';
      if (settings.colorbox)
        Object.assign(settings.colorbox, { current: '{current} of {total}', previous: '« Prev', next: 'Next »', close: 'Close' });
    },
  });

describe.each(hosts)('on an English page, %s', (_host, query) => {
  it('the coming-soon dialog speaks English: its title, text and buttons, and the link it describes', async () => {
    const { page, logs } = await open('about:blank');
    await inEnglish(page, performances);
    await page.goto(performances + query);
    await comingSoon(page).click();
    const dialog = page.getByRole('dialog', { name: 'Soon' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('.kurzus-dialog__body').textContent()).toBe(
      'Ticket purchase will soon be available for this performance too.',
    );
    expect(await dialog.getByRole('button', { name: 'OK' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(
      await comingSoon(page).evaluate(
        (link) => link.getAttribute('aria-describedby') && document.getElementById(link.getAttribute('aria-describedby')!)?.textContent,
      ),
    ).toBe('Tickets are not on sale yet');
    await expectNoAxeViolations(page);
    expect(logs).toEqual([]);
  });

  it('the lightbox speaks English: its name, controls and position', async () => {
    const { page, logs } = await open('about:blank');
    await inEnglish(page, gallery);
    await page.goto(gallery + query);
    await page.locator('a.colorbox[href$="proba-2.svg"]').click();
    const lightbox = page.getByRole('dialog', { name: 'Image viewer' });
    await expect.poll(() => lightbox.isVisible()).toBe(true);
    for (const name of ['« Prev', 'Next »', 'Close']) expect(await lightbox.getByRole('button', { name, exact: true }).count()).toBe(1);
    expect(await lightbox.getByRole('status').textContent()).toMatch(/^\d+ of \d+$/);
    expect(logs).toEqual([]);
  });
});

describe("the strings file for Drupal's locale module", () => {
  it('is printed in the page, where locale scans it, but Chromium never fetches it (so never runs it)', async () => {
    const requested: string[] = [];
    const { page, logs } = await open('about:blank');
    page.on('request', (request) => void requested.push(new URL(request.url()).pathname));
    // As Drupal prints the library's file: its address, then the attributes the library gives it.
    await serveChanged(page, performances, {
      replace: (html) =>
        html.replace('</body>', '<script src="/themes/custom/kurzus/dist/kurzus.strings.js" type="text/plain"></script>\n</body>'),
    });
    await page.goto(performances + '?host=drupal');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('script[type="text/plain"][src$="/dist/kurzus.strings.js"]').count()).toBe(1);
    expect(requested.filter((path) => path.endsWith('kurzus.strings.js'))).toEqual([]);
    expect(logs).toEqual([]);
  });
});
