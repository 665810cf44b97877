// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listFixtures } from '../../scripts/demo/fixtures.ts';
import { askFor, expectTypedValuesKept, fillContactForm } from '../browser/contact-form.ts';
import { hosts, useBrowser } from '../browser/support.ts';
import { reachFor } from './observe.ts';
import { serveChanged } from './changed-page.ts';

/** Faults a visitor's browser or the site can bring: failed in-page answers, blocked storage, broken settings. */
const open = useBrowser();
const fixtures = listFixtures();
const uncaught = (logs: { type: string; text: string }[]) => logs.filter((log) => log.type === 'pageerror');

const send = (page: Page) => page.getByRole('button', { name: 'Üzenet küldése' });
const alertText = (page: Page) =>
  page
    .locator('[data-drupal-messages] [role="alert"]')
    .allTextContents()
    .then((texts) => texts.join(''));

/** Storage and cookies refused, as a browser set to block them does: every access throws. */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const name of ['localStorage', 'sessionStorage'] as const)
      Object.defineProperty(window, name, { get: refuse, configurable: true });
    Object.defineProperty(Document.prototype, 'cookie', { get: refuse, set: refuse, configurable: true });
  });
}

describe.each(hosts)('faults, %s', (_host, query) => {
  it(
    "the in-page client's 500, cut connection, missing token and offline answers keep every typed value (strict CSP)",
    { timeout: 60_000 },
    async () => {
      const { page, context, logs } = await open('about:blank');
      // Without the form's URL in ajaxTrustedUrl, so the missing token header counts.
      await serveChanged(page, '/fixtures/contact.html', {
        replace: (html) => html.replace('"ajaxTrustedUrl":{"\\/kapcsolat?ajax_form=1":true}', '"ajaxTrustedUrl":{}'),
      });
      await page.goto(`/fixtures/contact.html?csp=strict${query ? '&host=drupal' : ''}`);
      await reachFor(page, page.locator('form.contact-form'), 'inpage');
      await fillContactForm(page);
      const failures: [string | 'offline', string][] = [
        ['500', 'Valami hiba történt. Próbáld meg újra egy kicsit később. (Hibakód: 500)'],
        ['megszakitas', 'Megszakadt a kapcsolat. Próbáld meg újra.'],
        ['token', 'Valami hiba történt. Töltsd újra az oldalt, és próbáld meg még egyszer.'],
        ['offline', 'Nincs internetkapcsolat. Ellenőrizd a hálózatot, és próbáld meg újra.'],
      ];
      for (const [failure, text] of failures) {
        if (failure === 'offline') await context.setOffline(true);
        else await askFor(page, failure);
        await send(page).click();
        await expect.poll(() => alertText(page)).toBe(text);
        await expectTypedValuesKept(page);
        expect(await send(page).isEnabled()).toBe(true);
      }
      await context.setOffline(false);
      expect(uncaught(logs)).toEqual([]);
    },
  );

  it.each(fixtures.map((fixture) => [fixture.url] as const))(
    '%s with storage and cookies blocked: no uncaught error, the widgets still work',
    async (url) => {
      const { page, logs } = await open('about:blank', { before: blockStorage });
      // The bundle's errors only: a page's own script (the consent banner's) may fail on blocked storage itself.
      const ours: string[] = [];
      page.on(
        'pageerror',
        (error) => void (/\/themes\/custom\/kurzus\/|\[kurzus\]/.test(`${error.message}\n${error.stack}`) && ours.push(error.message)),
      );
      page.on(
        'console',
        (message) => void (message.type() === 'error' && message.text().startsWith('[kurzus]') && ours.push(message.text())),
      );
      await page.goto(url + query);
      await page.waitForFunction(() => document.querySelector('[data-once]') !== null);
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(1500);
      if (url.endsWith('home.html')) {
        // The exit-intent pop-up cannot remember it was shown, and still opens once.
        await expect.poll(() => page.locator('#ouibounce-exit-modal .modal[role="dialog"]').count(), { timeout: 10_000 }).toBe(1);
        await page.waitForTimeout(1100);
        await page.mouse.move(600, 100);
        await page.mouse.move(600, -5);
        await expect.poll(() => page.getByRole('dialog', { name: 'Várj még egy pillanatra!' }).isVisible()).toBe(true);
      }
      if (url.endsWith('contact.html')) {
        // Remembered values cannot be stored: the submit still goes out, through the in-page client.
        await reachFor(page, page.locator('form.contact-form'), 'inpage');
        await fillContactForm(page, { Üzenet: 'Mikor?' });
        await send(page).click();
        await expect
          .poll(() => page.locator('[data-drupal-messages] [role="status"]').textContent())
          .toBe('Köszönöm az üzenetet, Kiss Anna! Hamarosan válaszolok.');
      }
      expect(ours).toEqual([]);
      expect(logs.filter((log) => log.type === 'pageerror' && !log.text.startsWith('The operation is insecure'))).toEqual([]);
    },
  );
});

// Standalone only: under Drupal, core's own loader reads the JSON (and throws on a malformed one, as core does).
it('malformed settings JSON, standalone: a warning naming settings and the key, and every feature on defaults', async () => {
  const { page, logs } = await open('about:blank');
  await serveChanged(page, '/fixtures/gallery.html', {
    replace: (html) => html.replace(/(data-drupal-selector="drupal-settings-json">)\{/, '$1{,'),
  });
  await page.goto('/fixtures/gallery.html');
  await page.waitForFunction(() => document.querySelector('a.colorbox[data-once]') !== null);
  expect(
    logs.some((log) => log.type === 'warning' && log.text.startsWith('[kurzus] settings: "drupal-settings-json" is not valid JSON')),
  ).toBe(true);
  // The lightbox works on its defaults: the catalogue's labels.
  await page.locator('a.colorbox').first().click();
  await expect
    .poll(() => page.getByRole('dialog', { name: 'Képnézegető' }).getByRole('button', { name: 'Bezárás' }).isVisible())
    .toBe(true);
  expect(uncaught(logs)).toEqual([]);
});

/** Where each behaviour with settings reads them, and the settings in force on a page that sends none. */
const settingsPaths: Record<string, string> = {
  buy: 'kurzus.purchase',
  gift: 'kurzus.purchase',
  bundle: 'kurzus.bundle',
  lightbox: 'colorbox',
  'exit-intent': 'kurzus.exit_intent',
  'scroll-marker': 'kurzus.scroll_marker',
  lazy: 'kurzus.lazy',
  'page-view': 'meta_conversions_api',
};

/** A key read from outside its behaviour's path (the Colorbox module prints the caption config at the top). */
const keyPath = (name: string, key: string) =>
  name === 'lightbox' && key === 'dompurify' ? 'dompurify_custom_config' : `${settingsPaths[name]}.${key}`;

type Info = { name: string; settings: Record<string, unknown> };
/** Every behaviour's code loaded (settings are the feature module's), whether the page has its elements or not. */
const preloaded = async (page: Page) => {
  await page.waitForFunction(() => 'Kurzus' in window);
  await page.evaluate(() => (window as unknown as { Kurzus: { preload(): Promise<void> } }).Kurzus.preload());
};
const behaviorsOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { Kurzus: { behaviors(): Info[] } }).Kurzus.behaviors().map(({ name, settings }) => ({ name, settings })),
  );

describe.each(hosts)('wrongly typed settings for every behaviour, %s', (_host, query) => {
  it('each key warns, naming the behaviour and the key, and takes its default', async () => {
    const { page, logs } = await open('/fixtures/payment.html' + query);
    await preloaded(page);
    const defaults = (await behaviorsOf(page)).filter(({ settings }) => Object.keys(settings).length > 0);
    expect(defaults.map(({ name }) => name).sort()).toEqual(Object.keys(settingsPaths).sort());
    logs.splice(0);

    // A value of the wrong kind for every key: an object where a scalar belongs, a string where a list or map does.
    const wrong = (value: unknown) => (value === undefined || (value !== null && typeof value === 'object') ? 'rossz' : { rossz: [] });
    // The site's breakpoint is no behaviour's own setting: the platform reads it for whoever asks (a layout container here).
    await serveChanged(page, '/fixtures/payment.html', {
      markup: '<div data-kurzus="responsive-container" data-desktop-class="szeles" data-mobile-class="keskeny" id="tarolo"></div>',
      settings: (settings) => {
        (settings.kurzus as Record<string, unknown>)['breakpoint'] = wrong(992);
        for (const { name, settings: inForce } of defaults) {
          for (const [key, value] of Object.entries(inForce)) {
            const parts = keyPath(name, key).split('.');
            let target = settings as Record<string, unknown>;
            for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
            target[parts.at(-1)!] = wrong(value);
          }
        }
      },
    });
    await page.goto('/fixtures/payment.html' + query);
    await preloaded(page);
    // 992 px applies: the window (1280 px) is wide.
    await expect.poll(() => page.locator('#tarolo').getAttribute('class')).toBe('szeles');
    expect(await behaviorsOf(page).then((all) => all.filter(({ settings }) => Object.keys(settings).length > 0))).toEqual(defaults);
    const warnings = logs.filter((log) => log.type === 'warning').map((log) => log.text);
    // Behaviours sharing a path (buy and gift) may warn once for both.
    const sharing = (name: string) => Object.keys(settingsPaths).filter((other) => settingsPaths[other] === settingsPaths[name]);
    const missing = defaults.flatMap(({ name, settings }) =>
      Object.keys(settings)
        .map((key) => [keyPath(name, key), sharing(name)] as const)
        .filter(
          ([key, names]) =>
            !warnings.some((text) => text.includes(`"${key}"`) && names.some((behaviour) => text.startsWith(`[kurzus] ${behaviour}:`))),
        )
        .map(([key]) => key),
    );
    expect(missing).toEqual([]);
    expect(warnings.filter((text) => text.startsWith('[kurzus] responsive-container: "kurzus.breakpoint"'))).toHaveLength(1);
    expect(uncaught(logs)).toEqual([]);
  });
});
