// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillContactForm } from './contact-form.ts';
import { expectNoAxeViolations, useBrowser } from './support.ts';

const open = useBrowser();
const contact = '/fixtures/contact.html';
const admin = '/fixtures/admin.html';

const hosts = [
  ['standalone', ''],
  ['under a Drupal-like host', '?host=drupal'],
  ["under a Drupal-like host with core's form behaviours", '?host=drupal&core=form'],
] as const;

const consent = (page: Page) => page.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ });
const captcha = (page: Page) => page.getByRole('group', { name: 'CAPTCHA' });
const send = (page: Page) => page.getByRole('button', { name: 'Üzenet küldése' });

/** Answers the form's plain (no-JavaScript) POST with 204, so the page stays, and counts the submissions. */
async function countSubmits(page: Page, path: string) {
  const submits: string[] = [];
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== 'POST' || route.request().url().includes('_wrapper_format')) return route.fallback();
    submits.push(route.request().postData() ?? '');
    await route.fulfill({ status: 204 });
  });
  return submits;
}

/** The form's own submit (as the browser's submit would run it, validation included), without the in-page update. */
const submitContact = (page: Page) => page.locator('form.contact-form').evaluate((form) => (form as HTMLFormElement).requestSubmit());

describe.each(hosts)('the contact form, %s', (_host, query) => {
  it("shows the captcha and the submit button only while the 'legal' box is ticked", async () => {
    const { page, logs } = await open(contact + query);
    await expect.poll(() => send(page).isHidden()).toBe(true);
    expect(await captcha(page).isHidden()).toBe(true);
    await consent(page).check();
    expect(await captcha(page).isVisible()).toBe(true);
    expect(await send(page).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await consent(page).uncheck();
    expect(await captcha(page).isHidden()).toBe(true);
    expect(await send(page).isHidden()).toBe(true);
    expect(logs).toEqual([]);
  });

  it('remembers name and mail across a reload', async () => {
    const { page } = await open(contact + query);
    const submits = await countSubmits(page, '/kapcsolat');
    await fillContactForm(page, { 'A neved': 'Nagy Béla', 'Az e-mail címed': 'bela@example.hu' });
    await submitContact(page);
    await expect.poll(() => submits.length).toBe(1);
    expect(await page.evaluate(() => [localStorage.getItem('Drupal.visitor.name'), localStorage.getItem('Drupal.visitor.mail')])).toEqual([
      'Nagy Béla',
      'bela@example.hu',
    ]);
    await page.reload();
    await expect.poll(() => page.getByLabel('A neved').inputValue()).toBe('Nagy Béla');
    expect(await page.getByLabel('Az e-mail címed').inputValue()).toBe('bela@example.hu');
  });
});

// Where core's form.js is on the page, storage is core's business (core does not guard it either).
describe.each(hosts.slice(0, 2))('the contact form where the bundle remembers values, %s', (_host, query) => {
  it('survives storage that throws: the page logs nothing of its own and the form still submits', async () => {
    const { page, logs } = await open(contact + query, {
      before: async (page) => {
        await page.addInitScript(() => {
          const refuse = () => {
            throw new DOMException('A tárhely nem elérhető.', 'SecurityError');
          };
          Storage.prototype.getItem = refuse;
          Storage.prototype.setItem = refuse;
        });
      },
    });
    const submits = await countSubmits(page, '/kapcsolat');
    await fillContactForm(page);
    await submitContact(page);
    await expect.poll(() => submits.length).toBe(1);
    expect(logs).toEqual([]);
  });
});

describe('single submit', () => {
  const batchSize = (page: Page) => page.getByLabel('Videók egy lépésben');
  /**
   * Comes to the form as a visitor does (the pointer over it, which fetches the bundle's guard) and waits
   * until a guard is on the page: core's (its once marker on body), or the bundle's (its code loaded, so its
   * form is mounted). A form's submit is never held for the bundle's code.
   */
  const guarded = async (page: Page) => {
    await page.locator('form#kurzus-reindex-settings').hover();
    await page.waitForFunction(
      () =>
        document.body.getAttribute('data-once')?.split(' ').includes('form-single-submit') ||
        window.Kurzus?.behaviors().some((behavior) => behavior.name === 'single-submit' && behavior.settings !== undefined),
    );
  };
  const save = (page: Page) => page.getByRole('button', { name: 'Konfiguráció mentése' });

  it.each([
    ['standalone', ''],
    ['under a Drupal-like host without core/drupal.form', '?host=drupal'],
    ["under a Drupal-like host with core's form behaviours", '?host=drupal&core=form'],
  ])('%s: the first submit goes through once, an identical one is blocked, a changed one goes', async (_host, query) => {
    const { page, logs } = await open(admin + query);
    const submits = await countSubmits(page, '/admin/config/media/kurzus');
    await guarded(page);
    await save(page).click();
    await expect.poll(() => submits.length).toBe(1);
    await save(page).click();
    await batchSize(page).press('Enter');
    // The browser would have sent them by now; give it a round trip to be sure nothing is on its way.
    await page.evaluate(() => fetch('/allapot.json'));
    expect(submits).toHaveLength(1);
    await batchSize(page).fill('50');
    await save(page).click();
    await expect.poll(() => submits.length).toBe(2);
    expect(submits[1]).toContain('batch_size=50');
    expect(logs).toEqual([]);
  });

  it("leaves the guard to core where core's form.js is on the page", async () => {
    const { page } = await open(admin + '?host=drupal&core=form');
    await guarded(page);
    expect(await page.evaluate(() => window.Kurzus?.host())).toMatchObject({
      formSingleSubmit: true,
      formUpdated: true,
      fillUserInfoFromBrowser: true,
      ajax: false,
    });
    // The bundle's twin is not attached at all: core's guard is the only one.
    expect((await page.locator('form#kurzus-reindex-settings').getAttribute('data-once')) ?? '').not.toContain('kurzus-single-submit');
  });
});

describe('formUpdated', () => {
  it.each([
    ['standalone', ''],
    ["with core's form behaviours", '?host=drupal&core=form'],
  ])('%s: one event per burst of typing, 300 ms after the last key', async (_host, query) => {
    const { page } = await open(admin + query, { before: (page) => page.clock.install() });
    await page.evaluate(() => {
      (window as unknown as { updates: string[] }).updates = [];
      document.addEventListener('formUpdated', (event) =>
        (window as unknown as { updates: string[] }).updates.push((event.target as Element).id),
      );
    });
    // Its code loads as the visitor comes to the form.
    await page.getByLabel('Videók egy lépésben').focus();
    await page.waitForFunction(() => document.querySelector('form#kurzus-reindex-settings')?.hasAttribute('data-drupal-form-fields'));
    // From here the page's clock moves only when the test moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByLabel('Videók egy lépésben').pressSequentially('00');
    await page.clock.runFor(299);
    expect(await page.evaluate(() => (window as unknown as { updates: string[] }).updates)).toEqual([]);
    await page.clock.runFor(1);
    expect(await page.evaluate(() => (window as unknown as { updates: string[] }).updates)).toEqual(['edit-batch-size']);
  });
});
