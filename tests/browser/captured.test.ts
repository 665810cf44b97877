// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { capturedPage, capturedPages, THEME_CSS, withThemeCss } from '../support/captured.ts';
import { useBrowser } from './support.ts';
import { unstyledCoreMarkup } from './unstyled.ts';

/**
 * The pages real Drupal sites printed with the theme (fixtures/captured), with the theme's built CSS in
 * place of the stylesheets those sites aggregated, and without their scripts: none of what core prints
 * inside the frame is left unstyled (unstyled.ts says what that means). The pages show the frame the
 * theme had before it had templates of its own; the checks look at core's markup only.
 */
const pages = capturedPages();
const open = useBrowser();

/** A captured page as the test serves it: the theme's CSS for the aggregated links, no scripts. */
function served(file: string): string {
  return withThemeCss(capturedPage(file)).replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '');
}

/** Opens the captured page at /captured/<file> on the demo site (its own address is answered here). */
function openCaptured(file: string, width: number, body = served(file)) {
  return open(`/captured/${file}`, {
    viewport: { width, height: 900 },
    before: async (page: Page) => {
      await page.route(`**/captured/${file}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
    },
  });
}

describe('core markup on the captured pages, with the theme’s CSS', () => {
  it('covers every site', () => {
    expect(pages.filter((file) => file.startsWith('drupal-10.3.7')).length).toBeGreaterThanOrEqual(12);
    expect(pages.filter((file) => file.startsWith('drupal-11.0.6')).length).toBeGreaterThanOrEqual(8);
    expect(pages.filter((file) => file.startsWith('drupal-12.0-dev')).length).toBeGreaterThanOrEqual(6);
    expect(served(pages[0]!)).not.toMatch(/sites\/default\/files\/(css|js)/);
  });

  it('names what is unstyled on a page without the theme’s CSS', async () => {
    const file = 'drupal-10.3.7/user-login-error.html';
    const { page } = await openCaptured(file, 1280, served(file).replace(THEME_CSS, ''));
    const failures = (await unstyledCoreMarkup(page, { rows: true })).join('\n');
    expect(failures).toContain('div[data-drupal-messages] > div[role="contentinfo"]: no coloured edge');
    expect(failures).toContain('div#block-kurzus-primary-local-tasks > ul: list markers (disc)');
    expect(failures).toContain('div#block-kurzus-primary-local-tasks > ul: 2 of 3 items on another line, not in a row');
    expect(failures).toContain('div#block-kurzus-breadcrumbs > nav[role="navigation"] > ol: list markers (decimal)');
    expect(failures).toMatch(/input#edit-name\.form-text\.required: the browser's font/);
    expect(failures).toMatch(/input#edit-submit\.button\.js-form-submit: the browser's button/);
    expect(failures).toMatch(/label\.js-form-required\.form-required: a plain label/);
  });

  it.each(pages)('%s at 1280 px: nothing unstyled, navigation in rows', async (file) => {
    const { page } = await openCaptured(file, 1280);
    expect(await unstyledCoreMarkup(page, { rows: true })).toEqual([]);
  });

  it.each(pages)('%s at 390 px: nothing unstyled, nothing wider than the phone', async (file) => {
    const { page } = await openCaptured(file, 390);
    expect(await unstyledCoreMarkup(page, { rows: false })).toEqual([]);
  });
});

/** The header's search block and menu button on a page, as boxes. */
const headerBoxes = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const { top, right, bottom, left } = element.getBoundingClientRect();
      return { top, right, bottom, left };
    };
    return {
      block: box('.site-header .block-search-form-block'),
      input: box('.site-header .block-search-form-block input[type="search"]'),
      button: box('.site-header .block-search-form-block [type="submit"]'),
      branding: box('.site-header .block-system-branding-block'),
      toggle: box('.site-header [data-kurzus="offcanvas"], .site-header .offcanvas-toggle'),
    };
  });

describe('the header on every core version’s markup', () => {
  // Drupal 10 prints `search-block-form` on the block, 11.4 on the form inside it.
  const fronts = pages.filter(
    (file) => /^drupal-1[01]\.\d+\.\d+\/(front|node-features-admin)\.html$/.test(file) && !/10\.3\.7|11\.0\.6/.test(file),
  );

  it('has the newer sites’ pages', () => {
    expect(fronts).toEqual([
      'drupal-10.6.15/front.html',
      'drupal-10.6.15/node-features-admin.html',
      'drupal-11.4.5/front.html',
      'drupal-11.4.5/node-features-admin.html',
    ]);
  });

  it.each(fronts.flatMap((file) => [1280, 390].map((width) => [file, width] as const)))(
    '%s at %i px: the search field and its button on one row, inside the block; the menu button beside the branding',
    async (file, width) => {
      const { page } = await openCaptured(file, width);
      const { block, input, button, branding, toggle } = await headerBoxes(page);
      expect(input && button && block).toBeTruthy();
      expect(Math.abs(input!.top - button!.top)).toBeLessThan(1);
      expect(input!.right).toBeLessThanOrEqual(button!.left + 1);
      expect(button!.right).toBeLessThanOrEqual(block!.right + 1);
      expect(input!.left).toBeGreaterThanOrEqual(block!.left - 1);
      if (width === 390) expect(Math.abs(toggle!.top - branding!.top)).toBeLessThan(branding!.bottom - branding!.top);
    },
  );
});

describe('feature markup outside the theme’s own templates, on the newer sites', () => {
  const sites = ['drupal-10.6.15', 'drupal-11.4.5'];
  // 12.0-dev was captured without the AJAX view.
  const nodeSites = [...sites, 'drupal-12.0-dev'];

  it.each(sites)('%s: a ticket link in a Views row is the ticket button, not a plain link', async (site) => {
    const { page } = await openCaptured(`${site}/views-ajax-pager.html`, 1280);
    const look = await page.$eval('.views-row a[data-kurzus~="ticket"]', (link) => {
      const style = getComputedStyle(link);
      return { background: style.backgroundColor, underline: style.textDecorationLine, display: style.display };
    });
    expect(look).toEqual({
      background: expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/) as unknown,
      underline: 'none',
      display: 'inline-block',
    });
  });

  it.each(nodeSites)('%s: an editor’s gallery links sit side by side', async (site) => {
    const { page } = await openCaptured(`${site}/node-features.html`, 1280);
    const tops = await page.$$eval('a.colorbox', (links) => links.map((link) => link.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tops).size).toBe(1);
  });

  it.each(nodeSites)('%s: at 390 px every local task tab is in sight, the current one included', async (site) => {
    const { page } = await openCaptured(`${site}/user-login.html`, 390);
    const tabs = await page.$$eval('.tabs a', (links) =>
      links.map((link) => ({ left: link.getBoundingClientRect().left, right: link.getBoundingClientRect().right })),
    );
    expect(tabs.length).toBeGreaterThanOrEqual(2);
    for (const tab of tabs) expect(tab.left >= 0 && tab.right <= 390).toBe(true);
  });
});
