// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coreScripts } from '../../scripts/demo/drupal-core.ts';
import { capturedPage, withThemeCss } from '../support/captured.ts';
import { useBrowser } from './support.ts';

/**
 * The bundle speaks the page's language: its Hungarian only on a Hungarian page; on any other, Drupal's
 * translation in the 'kurzus' context where the site has one, else the English source. (A translator's
 * wording on a Hungarian page: ticket.test.ts.)
 */
const open = useBrowser();

const comingSoonLink = 'a[data-kurzus~="ticket"][href="/"][aria-haspopup="dialog"]';
const comingSoon = (page: Page) => page.locator(comingSoonLink).first();

/** The accessible description Chromium gives the first element the selector finds, as a screen reader gets it. */
async function accessibleDescription(page: Page, selector: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { root: document } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: document.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.description?.value;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A node page a real Drupal 10.3.7 site sent (fixtures/captured), at its own address on the demo site. The
 * site's aggregated files are not kept: its stylesheets give way to the theme's, and its script to the
 * demo's imitation of core's (under Drupal) or to nothing (the bundle on its own). Its gallery photos are
 * the fixtures'.
 */
async function openCaptured(file: string, host: 'drupal' | 'standalone') {
  const core = host === 'drupal' ? coreScripts.map(({ url }) => `<script src="${url}"></script>\n`).join('') : '';
  const html = withThemeCss(capturedPage(`drupal-10.3.7/${file}`)).replace(
    /<script src="\/sites\/default\/files\/js\/[^"]*"><\/script>\n/,
    () => core,
  );
  const { page, logs } = await open('about:blank');
  await page.route(`**/captured/${file}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.route('**/sites/default/files/gallery/*', (route) =>
    route.fulfill({ path: path.join(root, 'fixtures/assets/gallery', path.basename(new URL(route.request().url()).pathname)) }),
  );
  await page.goto(`/captured/${file}`);
  return { page, logs };
}

describe.each(['drupal', 'standalone'] as const)('the English page a Drupal site sent (lang="en", currentLanguage en), %s', (host) => {
  it('the coming-soon dialog speaks English: its title, text and buttons, and the link it describes', async () => {
    const { page, logs } = await openCaptured('node-features-en.html', host);
    await comingSoon(page).click();
    const dialog = page.getByRole('dialog', { name: 'Soon' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('.kurzus-dialog__body').textContent()).toBe(
      'Ticket purchase will soon be available for this performance too.',
    );
    expect(await dialog.getByRole('button', { name: 'OK' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await accessibleDescription(page, comingSoonLink)).toBe('Tickets are not on sale yet');
    expect(logs).toEqual([]);
  });

  it('the lightbox speaks English: its name, controls and position (no Colorbox labels on this site)', async () => {
    const { page, logs } = await openCaptured('node-features-en.html', host);
    await page.locator('#cb1').click();
    const lightbox = page.getByRole('dialog', { name: 'Image viewer' });
    await expect.poll(() => lightbox.isVisible()).toBe(true);
    for (const name of ['« Prev', 'Next »', 'Close']) expect(await lightbox.getByRole('button', { name, exact: true }).count()).toBe(1);
    expect(await lightbox.getByRole('status').textContent()).toBe('1 of 2');
    expect(logs).toEqual([]);
  });
});

describe('the Hungarian page the same site sent, under Drupal', () => {
  it('speaks Hungarian: the dialog and the lightbox', async () => {
    const { page, logs } = await openCaptured('node-features.html', 'drupal');
    await comingSoon(page).click();
    const dialog = page.getByRole('dialog', { name: 'Hamarosan' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Rendben' }).click();
    await page.locator('#cb1').click();
    const lightbox = page.getByRole('dialog', { name: 'Képnézegető' });
    await expect.poll(() => lightbox.isVisible()).toBe(true);
    expect(await lightbox.getByRole('button', { name: 'Bezárás', exact: true }).count()).toBe(1);
    expect(logs).toEqual([]);
  });
});

describe("the strings file for Drupal's locale module", () => {
  it('is printed in the page, where locale scans it, but Chromium never fetches it (so never runs it)', async () => {
    const { page, logs, requested } = await open('about:blank');
    // The library's files as Drupal prints them: the address, the version, then the attributes the library gives.
    const body = [
      '<!DOCTYPE html><html lang="hu"><head><meta charset="utf-8"><title>Szövegek</title></head><body><main><h1>Szövegek</h1></main>',
      '<script src="/modules/custom/kurzus_frontend/dist/esm/kurzus.js?v=1" type="module"></script>',
      '<script src="/modules/custom/kurzus_frontend/dist/kurzus.strings.js?v=1" type="text/plain"></script>',
      '</body></html>',
    ].join('\n');
    await page.route('**/szovegek.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
    await page.goto('/szovegek.html');
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    await page.waitForLoadState('networkidle');
    expect(requested).toContain('/modules/custom/kurzus_frontend/dist/esm/kurzus.js');
    expect(requested.filter((path) => path.endsWith('kurzus.strings.js'))).toEqual([]);
    expect(logs).toEqual([]);
  });
});
