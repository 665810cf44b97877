// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { capturedPage, capturedPages } from '../support/captured.ts';
import { withModule } from '../support/foreign-theme.ts';
import { useBrowser } from './support.ts';

/**
 * The bundle in a theme of the site's own: node pages real Drupal 10.6 and 11.4 sites printed in core's
 * Olivero, with the feature markup in the node's body (fixtures/captured/*-olivero), served as the site
 * serves them once the Kurzus front end module is enabled (no Kurzus theme).
 */
const open = useBrowser();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sites = ['drupal-10.6.15-olivero', 'drupal-11.4.5-olivero'];

/** Opens a captured Olivero page with the module's libraries (and `hostCss` of the theme's), at its own address on the demo site. */
async function openWithModule(file: string, { width = 1280, css = true, hostCss = '' } = {}) {
  const body = withModule(capturedPage(file), { css }).replace('</head>', () => `<style>${hostCss}</style></head>`);
  const opened = await open('about:blank', { viewport: { width, height: 900 } });
  const { page } = opened;
  await page.route(`**/captured/${file}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  await page.route('**/sites/default/files/gallery/*', (route) =>
    route.fulfill({ path: path.join(root, 'fixtures/assets/gallery', path.basename(new URL(route.request().url()).pathname)) }),
  );
  await page.route('https://jegy.example.hu/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Jegyiroda</title>' }));
  await page.goto(`/captured/${file}`);
  // Booted: the bundle has attached its behaviours (once() marks what they took).
  await page.waitForFunction(() => document.querySelector('[data-once]') !== null);
  return opened;
}

describe.each(sites)('%s: a node in Olivero with the module’s libraries', (site) => {
  const file = `${site}/node-features.html`;

  it('has the site’s page as it was printed, no Kurzus in it, and the module’s bundle added once, without jQuery', async () => {
    expect(capturedPages('olivero')).toContain(file);
    expect(capturedPage(file)).not.toMatch(/kurzus_frontend|themes\/custom\/kurzus/);
    const { page, logs } = await openWithModule(file);
    const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')!));
    expect(sources.filter((src) => /\/kurzus(\.classic)?\.js/.test(src))).toEqual(['/modules/custom/kurzus_frontend/dist/esm/kurzus.js']);
    expect(sources.filter((src) => /jquery/i.test(src))).toEqual([]);
    expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
    expect(logs).toEqual([]);
  });

  it('the coming-soon ticket opens its dialog without navigating; Escape closes it back to the link', async () => {
    const { page, logs } = await openWithModule(file);
    const url = page.url();
    await page.locator('#soon-ticket').click();
    const dialog = page.getByRole('dialog', { name: 'Hamarosan' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(page.url()).toBe(url);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // focus-trap gives focus back a task after it lets go, and the dialog may be gone before that.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('soon-ticket');
    expect(logs).toEqual([]);
  });

  it('an on-sale ticket goes to its ticket office', async () => {
    const { page } = await openWithModule(file);
    await page.locator('a[data-kurzus="ticket"]:not([href="/"])').click();
    await page.waitForURL('https://jegy.example.hu/**');
  });

  it('the gallery opens in the lightbox, steps to the next photo and closes', async () => {
    const { page, logs } = await openWithModule(file);
    const url = page.url();
    await page.locator('#cb1').click();
    const lightbox = page.getByRole('dialog', { name: 'Képnézegető' });
    await expect.poll(() => lightbox.isVisible()).toBe(true);
    expect(await lightbox.getByRole('status').textContent()).toBe('1 / 2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => lightbox.getByRole('status').textContent()).toBe('2 / 2');
    expect(await lightbox.locator('img').getAttribute('alt')).toBe('Jelmezes próba');
    await page.keyboard.press('Escape');
    await expect.poll(() => lightbox.count()).toBe(0);
    expect(page.url()).toBe(url);
    expect(logs).toEqual([]);
  });

  it('more-items shows the extra rows and hides them again; the counter counts up to its number', async () => {
    const { page, logs } = await openWithModule(file);
    const extra = page.locator('#row3, #row4');
    expect(await extra.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).checkVisibility()))).toEqual([false, false]);
    // Its code comes when the link nears the viewport, as a visitor scrolls to it.
    await page.locator('#more-link').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'További csomagok' }).click();
    await expect.poll(() => extra.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).checkVisibility()))).toEqual([true, true]);
    await page.getByRole('button', { name: 'Kevesebb csomag' }).click();
    await expect.poll(() => extra.evaluateAll((rows) => rows.map((row) => (row as HTMLElement).checkVisibility()))).toEqual([false, false]);

    await page.locator('#counter1').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#counter1').textContent(), { timeout: 10_000 }).toMatch(/^12\s500$/);
    expect(logs).toEqual([]);
  });
});

/**
 * A theme's rules for links in an editor's text, as themes write them (a colour, an underline drawn with a
 * shadow, a highlight on hover), loaded after the bundle's styles as a theme's are.
 */
const TEXT_LINKS = `
  .text-content a { color: rgb(20, 117, 173); text-decoration: underline 2px; box-shadow: inset 0 -2px 0 0 rgb(20, 117, 173); }
  .text-content a:hover { color: rgb(0, 0, 0); box-shadow: inset 0 -2em 0 0 rgb(200, 225, 240); }`;

/** The look of the node's two ticket buttons (on sale, coming soon), at rest and under the pointer. */
async function ticketLooks(page: Page) {
  const looks = [];
  for (const ticket of [page.locator('a[data-kurzus="ticket"]:not([href="/"])'), page.locator('#soon-ticket')]) {
    const look = () =>
      ticket.evaluate((link) => {
        const style = getComputedStyle(link);
        return [style.color, style.backgroundColor, style.boxShadow, style.textDecorationLine].join(' | ');
      });
    await page.mouse.move(0, 0);
    const rest = await look();
    await ticket.hover();
    looks.push([rest, await look()]);
  }
  return looks;
}

/**
 * The computed style of every element outside the widgets (the markup the bundle takes over: its data-kurzus
 * elements, the gallery's links, the more-items rows it shows and hides; what it renders), by its place in
 * the document. Used sizes are left out: a box holding a widget is as large as the widget makes it.
 */
const hostStyles = (page: Page) =>
  page.evaluate(() => {
    const widget = '[data-kurzus], a.colorbox, [data-extra], [class*="kurzus"], [id^="kurzus"]';
    const sizes = new Set(['width', 'height', 'inline-size', 'block-size', 'perspective-origin', 'transform-origin']);
    const styles: Record<string, Record<string, string>> = {};
    const elements = [...document.querySelectorAll('body *')].filter((element) => !element.closest(widget));
    for (const element of elements) {
      const place = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        place.unshift(`${node.tagName.toLowerCase()}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
      }
      const computed = getComputedStyle(element);
      styles[place.join('>')] = Object.fromEntries(
        [...computed].filter((property) => !sizes.has(property)).map((property) => [property, computed.getPropertyValue(property)]),
      );
    }
    return styles;
  });

/** Where two style maps differ: `element property: without → with`. */
function differences(without: Record<string, Record<string, string>>, withCss: Record<string, Record<string, string>>): string[] {
  return Object.entries(without).flatMap(([element, properties]) =>
    Object.entries(properties)
      .filter(([property, value]) => withCss[element]?.[property] !== value)
      .map(([property, value]) => `${element} ${property}: ${value} → ${withCss[element]?.[property]}`),
  );
}

describe.each(sites)('%s: the module’s stylesheet and the host theme’s look', (site) => {
  it('a theme’s rules for links in text leave the ticket buttons as they are, at rest and on hover', async () => {
    const file = `${site}/node-features.html`;
    const plain = await ticketLooks((await openWithModule(file)).page);
    expect(plain[0]![0]).toBe('rgb(255, 255, 255) | rgb(164, 22, 26) | none | none');
    expect(await ticketLooks((await openWithModule(file, { hostCss: TEXT_LINKS })).page)).toEqual(plain);
  });

  it.each([1280, 390])('at %i px, it changes nothing outside the widgets', async (width) => {
    const file = `${site}/node-features.html`;
    const without = await hostStyles((await openWithModule(file, { width, css: false })).page);
    const withCss = await hostStyles((await openWithModule(file, { width })).page);
    expect(Object.keys(without).length).toBeGreaterThan(100);
    expect(Object.keys(withCss)).toEqual(Object.keys(without));
    expect(differences(without, withCss)).toEqual([]);
  });
});
