import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { fixturePage } from '../../../fixtures/html.ts';
import { contactForm } from './index.ts';

const registry = createRegistry([contactForm], () => ({}));
const form = () => new DOMParser().parseFromString(fixturePage('contact'), 'text/html').querySelector('form.contact-form')!.outerHTML;
const consent = () => document.querySelector<HTMLInputElement>('input[name^="legal"]')!;
const captcha = () => document.querySelector<HTMLElement>('.captcha')!;
const submit = () => document.querySelector<HTMLElement>('[type="submit"]')!;

// The feature's code loads once, before the tests; from then on attach mounts synchronously.
beforeAll(() => registry.preload());

beforeEach(() => {
  document.body.innerHTML = form();
  registry.attach(document);
});

afterEach(() => registry.detach(document));

it("hides the captcha and the submit button until the 'legal' box is ticked, and shows them while it is", () => {
  expect([captcha().hidden, submit().hidden]).toEqual([true, true]);
  consent().click();
  expect([captcha().hidden, submit().hidden]).toEqual([false, false]);
  consent().click();
  expect([captcha().hidden, submit().hidden]).toEqual([true, true]);
});

it('shows both at once when the form comes back with the box already ticked', () => {
  registry.detach(document);
  consent().checked = true;
  registry.attach(document);
  expect([captcha().hidden, submit().hidden]).toEqual([false, false]);
});

it('leaves everything visible once detached (as without JavaScript)', () => {
  registry.detach(document);
  expect([captcha().hidden, submit().hidden]).toEqual([false, false]);
});

it('warns and leaves a form without the consent box as it is', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  registry.detach(document);
  consent().remove();
  registry.attach(document);
  expect(submit().hidden).toBe(false);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('[kurzus] contact-form: "input[type="checkbox"][name^="legal"]" is missing'));
});
