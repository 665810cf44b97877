// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../esbuild.config.ts';
import { createDemoServer } from '../../scripts/demo/server.ts';
import { copyForBuild } from '../support/build-copy.ts';
import { useBrowser } from './support.ts';

/**
 * A deploy as a real site goes through it: the module's and the theme's files cached by the browser for a year
 * (Drupal's .htaccess, a CDN), their folders replaced by a newer build, and visitors who come back, or whose tab
 * was open all along.
 */
const open = useBrowser();
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let source: string;
let site: string;
let baseURL: string;
let server: ReturnType<typeof createDemoServer>;

beforeAll(async () => {
  source = copyForBuild();
  await build({ root: source });
  site = mkdtempSync(path.join(tmpdir(), 'kurzus-site-'));
  deploy();
  cpSync(path.join(repository, 'fixtures'), path.join(site, 'fixtures'), { recursive: true });
  server = createDemoServer({ root: site, assetCache: 'public, max-age=31536000' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const folder of [source, site]) rmSync(folder, { recursive: true, force: true });
});

/** Copies the built module and theme to the site, each folder replaced (as a deploy replaces them). */
function deploy() {
  for (const folder of ['module', 'theme']) {
    rmSync(path.join(site, folder), { recursive: true, force: true });
    cpSync(path.join(source, folder), path.join(site, folder), { recursive: true });
  }
}

/** Rebuilds the source copy with the coming-soon dialog's title reworded, and deploys it: the module and theme folders replaced. */
async function deployReworded(title: string) {
  const ticket = path.join(source, 'packages/features/ticket/ticket.ts');
  writeFileSync(ticket, readFileSync(ticket, 'utf8').replace("Soon: 'Hamarosan'", `Soon: '${title}'`));
  await build({ root: source });
  deploy();
}

const performances = '/fixtures/performances.html';
const comingSoon = (page: Page) => page.locator('table.performances a[data-kurzus~="ticket"][href="/"][aria-haspopup="dialog"]').first();
/** The module build's entry, as the page names it (the retry script after it is the other module script). */
const entryOf = (page: Page) => page.locator('script[type="module"][src*="/esm/kurzus.js"]').getAttribute('src');

/** Every answer of 400 or more that the context's pages get. */
function failures(context: BrowserContext): string[] {
  const failed: string[] = [];
  context.on('response', (response) => void (response.status() >= 400 && failed.push(`${response.status()} ${response.url()}`)));
  return failed;
}

describe('a deploy, with the theme cached for a year', () => {
  it('a reload gets the new build (no 404, the new wording); a tab open since before keeps working on the old one', async () => {
    // A visitor on the performances page: the entry and the ticket code are in the browser's cache now.
    const returning = await open(performances, { baseURL });
    const returningFailed = failures(returning.context);
    const { page } = returning;
    await comingSoon(page).waitFor();
    const before = await entryOf(page);
    expect(before).toMatch(/\/dist\/esm\/kurzus\.js\?v=[0-9a-f]{16}$/);
    // Another visitor, on a page without ticket links: their tab has not needed the ticket code yet.
    const staying = await open('/fixtures/contact.html', { baseURL });
    const stayingFailed = failures(staying.context);
    await staying.page.waitForFunction(() => document.querySelector('[data-once]') !== null);

    await deployReworded('Nemsokára');

    // The reload names the new build's entry, which no cache holds, and the new wording shows.
    await page.reload();
    expect(await entryOf(page)).not.toBe(before);
    await comingSoon(page).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Nemsokára' }).isVisible()).toBe(true);

    // The open tab still runs the old entry. A ticket row arrives (as a view's AJAX pager brings one): the
    // old entry asks for the old build's ticket code, which is still on the server.
    await staying.page
      .locator('main')
      .evaluate((main) =>
        main.insertAdjacentHTML(
          'beforeend',
          '<table class="performances"><tbody><tr><td><a href="/" data-kurzus="ticket">Jegyvásárlás</a></td></tr></tbody></table>',
        ),
      );
    await comingSoon(staying.page).click();
    await expect.poll(() => staying.page.getByRole('dialog', { name: 'Hamarosan' }).isVisible()).toBe(true);
    expect([...returningFailed, ...stayingFailed]).toEqual([]);
  });
});
