import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the tests type into the contact form, by the fields' labels. */
const typed = {
  'A neved': 'Kiss Anna',
  'Az e-mail címed': 'anna@example.hu',
  Tárgy: 'Előadás',
  Üzenet: 'Mikor lesz előadás Szegeden?',
};

/** Fills every required field of the contact form (`typed`, with `values` over it), ticks the consent box and answers the captcha. */
export async function fillContactForm(page: Page, values: Partial<Record<keyof typeof typed, string>> = {}) {
  for (const [label, value] of Object.entries({ ...typed, ...values })) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ }).check();
  await page.getByLabel('Matematikai kérdés').fill('7');
}

/** Every value fillContactForm typed is still in its field. */
export async function expectTypedValuesKept(page: Page) {
  for (const [label, value] of Object.entries(typed)) expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
  expect(await page.getByLabel('Matematikai kérdés').inputValue()).toBe('7');
}

/** Asks the demo endpoint for a failure ('' for none): a form field the endpoint reads (see scripts/demo/contact.ts). */
export const askFor = (page: Page, failure: string) =>
  page.locator('form.contact-form').evaluate((form, value) => {
    const field =
      form.querySelector<HTMLInputElement>('[name="demo_hiba"]') ??
      form.appendChild(Object.assign(document.createElement('input'), { type: 'hidden', name: 'demo_hiba' }));
    field.value = value;
  }, failure);
