// @vitest-environment node
// Core's dialogs (jQuery UI, as any module's `use-ajax` modal opens them) styled by the theme's kurzus/dialog
// library: a real jQuery UI dialog, with jQuery UI's own styles loaded first as Drupal loads them, must look
// like the widgets' own dialog beside it.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Dialog } from '#ui/dialog';
import { useBrowser } from './support.ts';

const require = createRequire(import.meta.url);
const open = useBrowser();
const theme = '/themes/custom/kurzus/css';
const module = '/modules/custom/kurzus_frontend/css';

/** A page with jQuery UI's styles (core/drupal.dialog's), then the module's and the theme's, as Drupal orders them. */
async function dialogPage(viewport: { width: number; height: number }) {
  const { page } = await open('/core-dialog', {
    viewport,
    before: async (page) => {
      await page.route('**/core-dialog', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!DOCTYPE html><html lang="hu"><head><meta name="viewport" content="width=device-width">
            <link rel="stylesheet" href="${module}/kurzus.css"><link rel="stylesheet" href="${theme}/site.css">
            <link rel="stylesheet" href="${theme}/dialog.css">
            </head><body><main><h1>Tanfolyamok</h1></main></body></html>`,
        }),
      );
    },
  });
  await page.addStyleTag({ path: require.resolve('jquery-ui/dist/themes/base/jquery-ui.css') });
  // jQuery UI's sheet must come before the theme's, as core's library CSS comes before a theme's.
  await page.evaluate(() => document.head.prepend(document.head.lastElementChild!));
  await page.addScriptTag({ path: require.resolve('jquery/dist/jquery.js') });
  await page.addScriptTag({ path: require.resolve('jquery-ui/dist/jquery-ui.js') });
  return page;
}

/** Opens a modal the way Drupal.dialog does (its button classes, its heading level, its close text). */
const openCoreDialog = (page: Page) =>
  page.evaluate(() => {
    const $ = (window as unknown as { jQuery: (html: string) => { dialog(options: object): void } }).jQuery;
    $('<div id="drupal-modal"><p>A módosítások mentése után a kurzus <a href="/kurzusok">oldala</a> frissül.</p></div>').dialog({
      modal: true,
      title: 'Kurzus szerkesztése',
      width: 700,
      closeText: 'Close',
      uiDialogTitleHeadingLevel: 1,
      buttons: [
        { text: 'Mentés', class: 'button button--primary' },
        { text: 'Mégse', class: 'button' },
      ],
    });
  });

/** The widgets' own dialog: the markup React renders for packages/ui/dialog (t() reads a Hungarian page). */
function dialogMarkup(): string {
  vi.stubGlobal('window', {});
  vi.stubGlobal('document', { documentElement: { lang: 'hu' } });
  try {
    const children = 'A jegyvásárlás hamarosan elérhető lesz.';
    return renderToStaticMarkup(createElement(Dialog, { title: 'Hamarosan', onClose: () => undefined, children }));
  } finally {
    vi.unstubAllGlobals();
  }
}
const openKurzusDialog = (page: Page) =>
  page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', `<div data-kurzus-widget>${html}</div>`), dialogMarkup());

type Part = 'panel' | 'title' | 'close' | 'glyph' | 'body' | 'button' | 'backdrop';
const PROPERTIES = {
  panel: ['backgroundColor', 'color', 'borderRadius', 'boxShadow', 'paddingTop', 'paddingLeft', 'fontFamily', 'borderTopWidth'],
  title: ['fontSize', 'lineHeight', 'fontWeight', 'marginTop'],
  close: ['width', 'height', 'borderRadius', 'backgroundColor'],
  glyph: ['fontSize'],
  body: ['marginTop'],
  button: ['backgroundColor', 'color', 'borderTopColor', 'borderRadius', 'minHeight', 'fontWeight', 'fontFamily'],
  backdrop: ['backgroundColor', 'opacity'],
} as const satisfies Record<Part, readonly (keyof CSSStyleDeclaration)[]>;

/** The computed look of each part, found by the selectors given. */
const look = (page: Page, selectors: Record<Part, [string, string?]>) =>
  page.evaluate(
    ({ selectors, properties }) =>
      Object.fromEntries(
        Object.entries(selectors).map(([part, [selector, pseudo]]) => {
          const style = getComputedStyle(document.querySelector(selector)!, pseudo ?? null);
          const wanted = properties[part as keyof typeof properties] as readonly string[];
          return [
            part,
            Object.fromEntries(wanted.map((name) => [name, style.getPropertyValue(name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()))])),
          ];
        }),
      ),
    { selectors, properties: PROPERTIES },
  );

/** Where the title and the close control sit in the panel: px from the panel's left and right edges. */
const placement = (page: Page, [panel, title, close]: [string, string, string]) =>
  page.evaluate(
    ({ panel, title, close }) => {
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      return { title: Math.round(box(title).left - box(panel).left), close: Math.round(box(panel).right - box(close).right) };
    },
    { panel, title, close },
  );

describe("core's jQuery UI dialogs", () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 780 }],
  ])('look like the widgets’ own dialog (%s)', async (_name, viewport) => {
    const page = await dialogPage(viewport);
    await openKurzusDialog(page);
    const kurzus = await look(page, {
      panel: ['.kurzus-dialog__panel'],
      title: ['.kurzus-dialog__title'],
      close: ['.kurzus-overlay__close'],
      glyph: ['.kurzus-overlay__close span'],
      body: ['.kurzus-dialog__body'],
      button: ['.kurzus-button'],
      backdrop: ['.kurzus-overlay__backdrop'],
    });
    const kurzusPlacement = await placement(page, ['.kurzus-dialog__panel', '.kurzus-dialog__title', '.kurzus-overlay__close']);
    await page.evaluate(() => document.querySelector('[data-kurzus-widget]')!.remove());
    await openCoreDialog(page);
    const core = await look(page, {
      panel: ['.ui-dialog'],
      title: ['.ui-dialog-title'],
      close: ['.ui-dialog-titlebar-close'],
      glyph: ['.ui-dialog-titlebar-close', '::before'],
      body: ['.ui-dialog-content'],
      button: ['.ui-dialog-buttonpane .button--primary'],
      backdrop: ['.ui-widget-overlay'],
    });
    expect(core).toEqual(kurzus);
    expect(await placement(page, ['.ui-dialog', '.ui-dialog-title', '.ui-dialog-titlebar-close'])).toEqual(kurzusPlacement);

    const panel = (await page.locator('.ui-dialog').boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(0);
    expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
  });

  it('keeps the close control named by its text, the × silent, and a focus ring on each control', async () => {
    const page = await dialogPage({ width: 1280, height: 800 });
    await openCoreDialog(page);
    const close = page.getByRole('button', { name: 'Close' });
    await expect.poll(() => close.isVisible()).toBe(true);
    expect(await page.locator('.ui-dialog-titlebar-close').textContent()).toBe(' Close');
    // From the keyboard (jQuery UI keeps Tab inside the dialog): each control shows the site's focus ring.
    const ring = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return [document.activeElement!.textContent!.trim(), style.outlineStyle, style.outlineWidth, style.outlineColor];
      });
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    const seen = [];
    for (let step = 0; step < 3; step++) {
      const before = await focused();
      await page.keyboard.press('Tab');
      // From the last control jQuery UI wraps focus to the first a task later (its _delay): wait for the move.
      await expect.poll(focused).not.toBe(before);
      seen.push(await ring());
    }
    expect(seen.sort()).toEqual([
      ['Close', 'solid', '3px', 'rgb(29, 78, 216)'],
      ['Mentés', 'solid', '3px', 'rgb(29, 78, 216)'],
      ['Mégse', 'solid', '3px', 'rgb(29, 78, 216)'],
    ]);
    // The secondary button is outlined in the brand colour, not jQuery UI's grey.
    const cancel = page.getByRole('button', { name: 'Mégse' });
    expect(await cancel.evaluate((button) => [getComputedStyle(button).backgroundColor, getComputedStyle(button).color])).toEqual([
      'rgb(255, 255, 255)',
      'rgb(164, 22, 26)',
    ]);
  });
});
