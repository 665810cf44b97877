// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hasFocus, hosts, reactChunkPaths, useBrowser, useClassicBuild } from './support.ts';

const open = useBrowser();
const fixture = '/fixtures/performances.html';
const shop = 'https://jegy.example.hu/';

/** Records every analytics event pushed, across navigations, in the test's own list. */
async function recordAnalytics(page: Page) {
  const events: Record<string, unknown>[] = [];
  await page.exposeFunction('recordAnalyticsEvent', (event: Record<string, unknown>) => void events.push(event));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { recordAnalyticsEvent(event: unknown): void }).recordAnalyticsEvent;
    layer.push = (...events: unknown[]) => {
      events.forEach((event) => record(event));
      return Array.prototype.push.apply(layer, events);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  // The ticket shops are outside hosts, out of reach here: answer for them.
  await page.route('https://*.example.hu/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Jegypénztár</title><h1>Jegypénztár</h1>' }),
  );
  return events;
}

// A coming-soon link, once the bundle has marked it (faded by the stylesheet, a dialog behind it).
const comingSoon = (page: Page) => page.locator('table.performances a[data-kurzus~="ticket"][href="/"][aria-haspopup="dialog"]').first();
const onSale = (page: Page) => page.locator('table.performances a[data-kurzus~="ticket"]:not([href="/"])').first();
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Hamarosan' });
const focusedIsComingSoon = (page: Page) => hasFocus(comingSoon(page));

describe.each(hosts)('the ticket table, %s', (_host, query) => {
  it("shows 'coming soon' buttons faded and opens 'Hamarosan' without navigating", async () => {
    const { page, logs } = await open(fixture + query);
    const faded = await comingSoon(page).evaluate((link) => getComputedStyle(link).backgroundColor);
    const normal = await onSale(page).evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(faded).not.toBe(normal);

    const before = page.url();
    await comingSoon(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await dialog(page).locator('.kurzus-dialog__body').textContent()).toBe(
      'A jegyvásárlás hamarosan elérhető lesz ehhez az előadáshoz is.',
    );
    expect(await page.getByRole('button', { name: 'Rendben' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Bezárás' }).isVisible()).toBe(true);
    expect(page.url()).toBe(before);
    await expectNoAxeViolations(page);
    expect(logs).toEqual([]);
  });

  it('opens no tab or window on the site root for a middle, Ctrl or Shift click: Ctrl and Shift open the dialog', async () => {
    const { page } = await open(fixture + query);
    const opened: string[] = [];
    page.context().on('page', (tab) => opened.push(tab.url()));
    await comingSoon(page).click({ button: 'middle' });
    for (const modifier of ['Control', 'Shift'] as const) {
      await comingSoon(page).click({ modifiers: [modifier] });
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
    }
    expect(opened).toEqual([]);
    expect(page.url()).toContain(fixture);
  });

  it.each([
    ['Rendben', (page: Page) => page.getByRole('button', { name: 'Rendben' }).click()],
    ['Bezárás', (page: Page) => page.getByRole('button', { name: 'Bezárás' }).click()],
    ['Esc', (page: Page) => page.keyboard.press('Escape')],
    ['the backdrop', (page: Page) => page.mouse.click(5, 5)],
  ])('closes with %s and returns focus to the button', async (_closer, close) => {
    const { page } = await open(fixture + query);
    await comingSoon(page).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Rendben' }).evaluate((button) => button === document.activeElement))
      .toBe(true);
    await close(page);
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => focusedIsComingSoon(page)).toBe(true);
    expect(page.url()).toContain(fixture);
  });

  it('navigates an on-sale button to its link and records ticket_click', async () => {
    const { page } = await open('about:blank');
    const events = await recordAnalytics(page);
    await page.goto(fixture + query);
    const href = await onSale(page).getAttribute('href');
    await onSale(page).click();
    await page.waitForURL(href!);
    expect(events).toContainEqual({ event: 'ticket_click', link_url: href });
  });

  it('works by keyboard: Enter opens, focus stays inside, Esc closes back to the button', async () => {
    const { page } = await open(fixture + query);
    await comingSoon(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Rendben');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bezárás');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Rendben');
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedIsComingSoon(page)).toBe(true);
  });
});

describe('the classic build', () => {
  /** Serves the fixture with the classic script in place of the module (and, with `both`, beside it). */
  const classic = (page: Page, both = false) => useClassicBuild(page, fixture, both);

  it('works as the module build does, React and all, in one script', async () => {
    const { page, logs, requested } = await open(fixture, { before: (page) => classic(page) });
    await comingSoon(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(requested.filter((url) => url.includes('/dist/'))).toEqual(['/modules/custom/kurzus_frontend/dist/kurzus.classic.js']);
    expect(logs).toEqual([]);
  });

  it('warns, and still opens one dialog, when both builds are on the page', async () => {
    const { page, logs } = await open(fixture, { before: (page) => classic(page, true) });
    await comingSoon(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await page.waitForTimeout(100);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(logs).toEqual([{ type: 'warning', text: expect.stringContaining('loaded the bundle a second time') }]);
  });
});

describe('loading', () => {
  it('requests React only when a visitor reaches for a widget that needs it', async () => {
    const { page, requested } = await open('about:blank');
    await page.goto(fixture);
    await page.waitForLoadState('networkidle');
    const react = reactChunkPaths();
    expect(react.length).toBeGreaterThan(0);
    expect(requested.filter((url) => react.includes(url))).toEqual([]);
    expect(requested).toContain('/modules/custom/kurzus_frontend/dist/esm/kurzus.js');

    await comingSoon(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(requested.filter((url) => react.includes(url))).toEqual(react);
  });

  it('respects reduced motion: the dialog appears without animation', async () => {
    const { page } = await open(fixture, { reducedMotion: 'reduce' });
    await comingSoon(page).click();
    const animation = await page.locator('.kurzus-dialog__panel').evaluate((panel) => getComputedStyle(panel).animationName);
    expect(animation).toBe('none');
  });
});

describe('settings', () => {
  async function withSettings(page: Page, json: string) {
    await page.route(`**${fixture}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(data-drupal-selector="drupal-settings-json">)[^<]*/, `$1${json}`);
      await route.fulfill({ response, body: html });
    });
  }

  it('survives malformed settings JSON: a warning that names it, and every ticket still works', async () => {
    const { page, logs } = await open(fixture, { before: (page) => withSettings(page, '{"kurzus": {') });
    expect(logs).toEqual([
      { type: 'warning', text: expect.stringMatching(/^\[kurzus\] settings: "drupal-settings-json" is not valid JSON/) },
    ]);
    await comingSoon(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
  });

  it('warns about a wrongly typed setting, naming the behaviour and the key, and uses the default', async () => {
    let events: Record<string, unknown>[] = [];
    const { page, logs } = await open(fixture, {
      before: async (page) => {
        await withSettings(page, '{"kurzus":{"analytics":{"sink":5}}}');
        events = await recordAnalytics(page);
      },
    });
    await onSale(page).click();
    await page.waitForURL(`${shop}**`);
    expect(events).toHaveLength(1);
    expect(logs).toContainEqual({
      type: 'warning',
      text: '[kurzus] analytics: "kurzus.analytics.sink" should be one of "auto", "gtag", "dataLayer" but is 5; using "auto".',
    });
  });
});

describe('hosts', () => {
  it("shows a site translator's wording for 'Soon' (the bundle's context, 'kurzus'), not core's for the same English", async () => {
    const { page } = await open(`${fixture}?host=drupal`, {
      before: async (page) => {
        await page.addInitScript(() => {
          (window as unknown as { drupalTranslations: unknown }).drupalTranslations = {
            strings: { kurzus: { Soon: 'Nemsokára' }, '': { OK: 'OK', Close: 'Bezár' } },
          };
        });
      },
    });
    await comingSoon(page).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Nemsokára' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Rendben' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Bezárás' }).isVisible()).toBe(true);
  });

  it('under Drupal: an AJAX-style insert is attached, and a detach before removal takes the dialog down', async () => {
    const { page } = await open(`${fixture}?host=drupal`);
    await page.evaluate(() => {
      const tbody = document.querySelector('table.performances tbody')!;
      tbody.insertAdjacentHTML('beforeend', '<tr id="inserted"><td><a href="/" data-kurzus="ticket">Jegyvásárlás</a></td></tr>');
      const Drupal = (window as unknown as { Drupal: { attachBehaviors(context: Element, settings: unknown): void } }).Drupal;
      Drupal.attachBehaviors(document.getElementById('inserted')!, (window as unknown as { drupalSettings: unknown }).drupalSettings);
    });
    await page.locator('#inserted a').click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    const left = await page.evaluate(() => {
      const Drupal = (window as unknown as { Drupal: { detachBehaviors(context: Element, settings: unknown, trigger: string): void } })
        .Drupal;
      const row = document.getElementById('inserted')!;
      Drupal.detachBehaviors(row, {}, 'unload');
      row.remove();
      return document.querySelectorAll('.kurzus-dialog, [data-kurzus-islands]').length;
    });
    expect(left).toBe(0);
  });

  it('standalone: content added by any script is attached, and removed content detached', async () => {
    const { page } = await open(fixture);
    await page.evaluate(() => {
      document
        .querySelector('table.performances tbody')!
        .insertAdjacentHTML('beforeend', '<tr id="inserted"><td><a href="/" data-kurzus="ticket">Jegyvásárlás</a></td></tr>');
    });
    await page.locator('#inserted a[aria-haspopup="dialog"]').click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await page.evaluate(() => document.getElementById('inserted')!.remove());
    await expect.poll(() => page.locator('.kurzus-dialog, [data-kurzus-islands]').count()).toBe(0);
  });
});
