// `npm run screenshots`: builds the bundle, serves the demo site on a free port, and saves the README's
// pictures to docs/screenshots/ with Chromium. Run it again after a change to the look.
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { build } from '../../esbuild.config.ts';
import { assertChromium, chromiumArgs, chromiumPath } from '../../tests/browser/chromium.ts';
import { createDemoServer } from '../demo/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'docs/screenshots');

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

interface Shot {
  file: string;
  page: string;
  viewport: { width: number; height: number };
  /** Brings the page into the state the picture shows; waits until that state is on screen. */
  prepare?: (page: Page) => Promise<void>;
}

const shots: Shot[] = [
  { file: 'home.png', page: '/fixtures/home.html', viewport: desktop },
  { file: 'courses.png', page: '/fixtures/courses.html', viewport: desktop },
  {
    file: 'performances-coming-soon.png',
    page: '/fixtures/performances.html',
    viewport: desktop,
    prepare: async (page) => {
      await page.locator('table.performances a[href="/"]').first().click();
      await page.getByRole('dialog', { name: 'Hamarosan' }).waitFor();
    },
  },
  {
    file: 'gallery-lightbox.png',
    page: '/fixtures/gallery.html',
    viewport: desktop,
    prepare: async (page) => {
      await page.locator('a.colorbox').nth(1).click();
      await page.getByRole('dialog', { name: 'Képnézegető' }).waitFor();
      await page.locator('.kurzus-lightbox__figure[data-status="loaded"]').waitFor();
    },
  },
  { file: 'contact-phone.png', page: '/fixtures/contact.html', viewport: phone },
  {
    file: 'menu-phone.png',
    page: '/fixtures/packages.html',
    viewport: phone,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Menü', exact: true }).click();
      await page.getByRole('button', { name: 'Menü bezárása' }).waitFor();
      await page.waitForFunction(() => document.getElementById('block-kurzus-main-menu')!.contains(document.activeElement));
    },
  },
];

assertChromium();
await build();
mkdirSync(outDir, { recursive: true });

const server = createDemoServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

try {
  for (const shot of shots) {
    // Reduced motion: the picture shows the end state of every transition, not a frame of it.
    const context = await browser.newContext({ viewport: shot.viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(base + shot.page, { waitUntil: 'networkidle' });
    await shot.prepare?.(page);
    // One CSS pixel per image pixel and the viewport only (not the whole page) keep the files small.
    await page.screenshot({ path: path.join(outDir, shot.file), scale: 'css', animations: 'disabled' });
    await context.close();
    console.log(`docs/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
}
