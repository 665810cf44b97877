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
  it('covers both sites', () => {
    expect(pages.filter((file) => file.startsWith('drupal-10.3.7')).length).toBeGreaterThanOrEqual(12);
    expect(pages.filter((file) => file.startsWith('drupal-11.0.6')).length).toBeGreaterThanOrEqual(8);
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
