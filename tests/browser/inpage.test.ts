// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { askFor, expectTypedValuesKept, fillContactForm } from './contact-form.ts';
import { expectNoAxeViolations, loaded, useBrowser } from './support.ts';

const openPage = useBrowser();

/**
 * Opens the contact page as a visitor comes to its form (the pointer over it, which fetches the in-page
 * client's code) and waits until the code has arrived: a submit before that takes the no-JavaScript path
 * (the form is sent the plain way), which is not what these tests test.
 */
async function open(...args: Parameters<typeof openPage>) {
  const opened = await openPage(...args);
  await opened.page.locator('form.contact-form').hover();
  await loaded(opened.page, 'inpage');
  return opened;
}
const contact = '/fixtures/contact.html';

const send = (page: Page) => page.getByRole('button', { name: 'Üzenet küldése' });
const alert = (page: Page) => page.locator('[data-drupal-messages] [role="alert"]');
const status = (page: Page) => page.locator('[data-drupal-messages] [role="status"]');

/** The page as served, with the contact form's #ajax URL taken out of ajaxTrustedUrl: then the token header decides. */
async function untrusted(page: Page) {
  await page.route(`**${contact}*`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('"ajaxTrustedUrl":{"\\/kapcsolat?ajax_form=1":true}', '"ajaxTrustedUrl":{}');
    await route.fulfill({ response, body: html });
  });
}

const thanks = 'Köszönöm az üzenetet, Kiss Anna! Hamarosan válaszolok.';

describe.each([
  ['standalone', ''],
  ['under a Drupal-like host without core/drupal.ajax', '?host=drupal'],
])('in-page updates of the contact form, %s', (_host, query) => {
  /** Opens the contact page, fills the form in, asks the demo endpoint for `failure` and sends it. */
  async function sendAsking(failure: string) {
    const opened = await open(contact + query);
    await fillContactForm(opened.page);
    await askFor(opened.page, failure);
    await send(opened.page).click();
    return opened;
  }

  it('sends the form in place and shows the answer as a status message; the form stays', async () => {
    const { page, logs } = await open(contact + query);
    await fillContactForm(page);
    const request = page.waitForRequest((request) => request.url().includes('_wrapper_format=drupal_ajax'));
    await send(page).click();
    const sent = new URLSearchParams((await request).postData() ?? '');
    expect(new URL((await request).url()).search).toBe('?ajax_form=1&_wrapper_format=drupal_ajax');
    expect([sent.get('_drupal_ajax'), sent.get('ajax_page_state[theme]'), sent.get('name'), sent.get('_triggering_element_name')]).toEqual([
      '1',
      'kurzus',
      'Kiss Anna',
      'op',
    ]);
    await expect.poll(() => status(page).textContent()).toBe(thanks);
    expect(await status(page).getAttribute('aria-label')).toBe('Állapotüzenet');
    expect(await page.locator('[name="form_build_id"]').inputValue()).toMatch(/^form-demo-/);
    await expectTypedValuesKept(page);
    await expectNoAxeViolations(page);
    expect(logs).toEqual([]);
  });

  it.each([
    ['an HTTP 500', '500', 'Valami hiba történt. Próbáld meg újra egy kicsit később. (Hibakód: 500)'],
    ['a connection cut without an answer', 'megszakitas', 'Megszakadt a kapcsolat. Próbáld meg újra.'],
  ])('says so in Hungarian for %s; the values stay and the form works again', async (_case, failure, text) => {
    const { page, logs } = await sendAsking(failure);
    await expect.poll(() => alert(page).textContent()).toBe(text);
    await expectTypedValuesKept(page);
    expect(await send(page).isEnabled()).toBe(true);
    await expectNoAxeViolations(page);

    await askFor(page, '');
    await send(page).click();
    await expect.poll(() => status(page).textContent()).toBe(thanks);
    expect(logs).toEqual([]);
  });

  it("says 'Nincs internetkapcsolat. Ellenőrizd a hálózatot, és próbáld meg újra.' while the browser is offline, and works again once it is back", async () => {
    const { page, context } = await open(contact + query);
    await fillContactForm(page);
    await context.setOffline(true);
    await send(page).click();
    await expect.poll(() => alert(page).textContent()).toBe('Nincs internetkapcsolat. Ellenőrizd a hálózatot, és próbáld meg újra.');
    await expectTypedValuesKept(page);
    await context.setOffline(false);
    await send(page).click();
    await expect.poll(() => status(page).textContent()).toBe(thanks);
  });

  it('rejects an answer without the token header from an untrusted URL, runs nothing, and keeps the form usable', async () => {
    const { page } = await open(contact + query, { before: untrusted });
    await fillContactForm(page);
    await askFor(page, 'token');
    await send(page).click();
    await expect.poll(() => alert(page).textContent()).toBe('Valami hiba történt. Töltsd újra az oldalt, és próbáld meg még egyszer.');
    expect(await status(page).count()).toBe(0);
    await expectTypedValuesKept(page);
    await askFor(page, '');
    await send(page).click();
    await expect.poll(() => status(page).textContent()).toBe(thanks);
  });

  it('takes an answer without the token header from a URL in ajaxTrustedUrl (as the fixture prints it)', async () => {
    const { page } = await sendAsking('token');
    await expect.poll(() => status(page).textContent()).toBe(thanks);
    expect(await alert(page).count()).toBe(0);
  });

  it('disables the button and shows a throbber with text while the request is in flight', async () => {
    const { page } = await sendAsking('lassu');
    await expect.poll(() => send(page).isDisabled()).toBe(true);
    expect(await page.getByRole('status').filter({ hasText: 'Feldolgozás...' }).count()).toBe(1);
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toBe(thanks);
    expect(await send(page).isEnabled()).toBe(true);
    expect(await page.locator('.ajax-progress').count()).toBe(0);
  });

  it('fires the button from the keyboard too (Enter)', async () => {
    const { page } = await open(contact + query);
    await fillContactForm(page);
    await send(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page).textContent()).toBe(thanks);
    expect(page.url()).toContain(contact);
  });

  it('replaces content through a .use-ajax link (/nojs rewritten to /ajax)', async () => {
    const { page } = await open(contact + query);
    const request = page.waitForRequest((request) => request.url().includes('/valaszido/'));
    await page.getByRole('link', { name: 'Válaszidő frissítése' }).click();
    expect(new URL((await request).url()).pathname).toBe('/kapcsolat/valaszido/ajax');
    await expect.poll(() => page.locator('#valaszido').textContent()).toBe('Átlagos válaszidő ma: 1 munkanap.');
    expect(page.url()).toContain(contact);
  });
});

it.each([
  ['/fixtures/home.html', "the header's search (a GET form)"],
  ['/fixtures/bundle.html', 'the search and the bundle form (a POST form without in-page update entries)'],
])("leaves %s, whose forms are %s, without the in-page client's code", async (url) => {
  const { page, requested } = await openPage(url);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('form').count()).toBeGreaterThan(0);
  expect(requested.filter((path) => path.includes('/chunks/'))).not.toHaveLength(0);
  expect(requested.filter((path) => /\/chunks\/inpage-/.test(path))).toEqual([]);
});

it("fetches the contact form's in-page client only as a visitor comes to the form (here by keyboard)", async () => {
  const { page, requested } = await openPage(contact);
  await page.waitForLoadState('networkidle');
  const client = () => requested.filter((path) => /\/chunks\/inpage-/.test(path));
  expect(client()).toEqual([]);
  await page.getByLabel('A neved').focus();
  await expect.poll(client).toHaveLength(1);
  await loaded(page, 'inpage');
});
