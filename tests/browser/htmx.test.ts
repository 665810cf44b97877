// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support.ts';

/**
 * Behaviours through core's htmx sequence (Drupal 11.3+; the demo's imitation around the real htmx): the
 * swap's target is detached before the swap, the new content's parent (or the body) attached after it.
 */
const open = useBrowser();
const fixture = '/fixtures/performances.html?host=drupal&core=htmx';
const dialogs = (page: Page) => page.getByRole('dialog');
const comingSoon = (page: Page) => page.getByRole('dialog', { name: 'Hamarosan' });

/** Runs an htmx request from the page and waits until its content has settled and behaviours ran. */
function swap(page: Page, url: string, target: string, how: string, select: string) {
  return page.evaluate(
    ([url, target, how, select]) =>
      new Promise<void>((resolve) => {
        const htmx = (
          window as unknown as {
            htmx: { ajax(verb: string, url: string, options: object): void; on(event: string, handler: () => void): void };
          }
        ).htmx;
        document.addEventListener('htmx:afterSettle', () => setTimeout(resolve, 0), { once: true });
        htmx.ajax('GET', url!, { target: target!, swap: how!, select: select! });
      }),
    [url, target, how, select],
  );
}

/** Puts markup after the performance table and attaches it, as Drupal's AJAX does with content it inserts. */
function insertAttached(page: Page, html: string) {
  return page.evaluate((html) => {
    document.querySelector('table.performances')!.insertAdjacentHTML('afterend', html);
    const drupal = window as unknown as { Drupal: { attachBehaviors(context: Element, settings: unknown): void }; drupalSettings: unknown };
    drupal.Drupal.attachBehaviors(document.querySelector('table.performances')!.nextElementSibling!, drupal.drupalSettings);
  }, html);
}

/** Opens the 'Hamarosan' dialog from a link, checks it is the only dialog, and closes it. */
async function opensOnce(page: Page, selector: string) {
  // The first match: the fixture's table has several coming-soon links.
  const before = page.url();
  await page.locator(selector).first().click();
  await expect.poll(() => comingSoon(page).isVisible()).toBe(true);
  expect(await dialogs(page).count()).toBe(1);
  expect(page.url()).toBe(before);
  await page.keyboard.press('Escape');
  await expect.poll(() => dialogs(page).count()).toBe(0);
}

describe('behaviours through htmx swaps, under Drupal', () => {
  it('detach the swapped target and attach the new content through its parent, once each', async () => {
    const { page, logs } = await open(fixture);
    await insertAttached(page, '<div id="tovabbi-eloadasok"><a href="/" data-kurzus="ticket" id="old-soon">Jegyvásárlás</a></div>');
    // A dialog opened from the content about to be swapped out goes with it.
    await page.locator('#old-soon').click();
    await expect.poll(() => comingSoon(page).isVisible()).toBe(true);
    await swap(page, '/eloadasok/tovabbi', '#tovabbi-eloadasok', 'outerHTML', '#tovabbi-eloadasok');
    await expect.poll(() => page.locator('.kurzus-dialog, [data-kurzus-islands]').count()).toBe(0);
    expect(await page.locator('#old-soon').count()).toBe(0);

    // The answer's settings are merged; its links work; the links attached before are attached once still.
    expect(
      await page.evaluate(() => (window as unknown as { drupalSettings: { kurzusDemo?: unknown } }).drupalSettings.kurzusDemo),
    ).toEqual({
      htmxAnswer: true,
    });
    await opensOnce(page, '#htmx-soon');
    await opensOnce(page, 'table.performances:not(#tovabbi-eloadasok *) a[data-kurzus~="ticket"][href="/"]');
    expect(await page.locator('#htmx-on-sale').getAttribute('aria-haspopup')).toBeNull();
    expect(logs).toEqual([]);
  });

  it('survive a swap into the body (as BigPipe streams through htmx): the body detached, then attached', async () => {
    const { page, logs } = await open(fixture);
    await swap(page, '/eloadasok/tovabbi?n=2', 'body', 'beforeend', '#tovabbi-eloadasok-2');
    await opensOnce(page, '#htmx-soon-2');
    await opensOnce(page, 'table.performances:not(#tovabbi-eloadasok-2 *) a[data-kurzus~="ticket"][href="/"]');
    expect(logs).toEqual([]);
  });

  it('a data-hx-get control that Drupal inserts is handed to htmx, and a click swaps in working content', async () => {
    const { page, logs } = await open(fixture);
    // Handed to htmx.process() by core's htmx behaviour.
    await insertAttached(
      page,
      '<div id="tovabbi-eloadasok-3"><button type="button" data-hx-get="/eloadasok/tovabbi?n=3" data-hx-target="#tovabbi-eloadasok-3" data-hx-swap="outerHTML" data-hx-select="#tovabbi-eloadasok-3">Több előadás</button></div>',
    );
    // Waits for the swap in the page itself, the listener in place before the click.
    await page.evaluate(() => {
      const page = window as unknown as { settled?: Promise<void> };
      page.settled = new Promise<void>((resolve) =>
        document.addEventListener('htmx:afterSettle', () => setTimeout(resolve, 0), { once: true }),
      );
    });
    await page.getByRole('button', { name: 'Több előadás' }).click();
    await page.evaluate(() => (window as unknown as { settled: Promise<void> }).settled);
    await opensOnce(page, '#htmx-soon-3');
    expect(logs).toEqual([]);
  });
});
