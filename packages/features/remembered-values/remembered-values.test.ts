import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { rememberedValues } from './index.ts';

const registry = createRegistry([rememberedValues], () => ({}));
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const submit = () => document.querySelector('form')!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));

beforeEach(async () => {
  localStorage.clear();
  document.body.innerHTML = `
    <form data-user-info-from-browser>
      <input name="name" value=""><input name="mail" value="latogato@example.hu" data-drupal-default-value="latogato@example.hu">
      <input name="homepage" value="https://sajat.example.hu">
    </form>`;
});

afterEach(() => {
  registry.detach(document);
  delete window.Drupal;
});

it('fills empty fields and fields still at their default from Drupal.visitor.*, and leaves typed ones', async () => {
  localStorage.setItem('Drupal.visitor.name', 'Kiss Anna');
  localStorage.setItem('Drupal.visitor.mail', 'anna@example.hu');
  localStorage.setItem('Drupal.visitor.homepage', 'https://anna.example.hu');
  registry.attach(document);
  await registry.settled();
  expect([field('name').value, field('mail').value, field('homepage').value]).toEqual([
    'Kiss Anna',
    'anna@example.hu',
    'https://sajat.example.hu',
  ]);
});

it('stores every field on submit, empty ones included', async () => {
  registry.attach(document);
  await registry.settled();
  field('name').value = 'Nagy Béla';
  submit();
  expect(localStorage.getItem('Drupal.visitor.name')).toBe('Nagy Béla');
  expect(localStorage.getItem('Drupal.visitor.mail')).toBe('latogato@example.hu');
  field('homepage').value = '';
  submit();
  expect(localStorage.getItem('Drupal.visitor.homepage')).toBe('');
});

it('survives storage that throws: the form fills nothing, still submits, and nothing is thrown', async () => {
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  registry.attach(document);
  await registry.settled();
  expect(field('name').value).toBe('');
  expect(submit()).toBe(true);
});

it('leaves the work to core when core/drupal.form fills the form', async () => {
  window.Drupal = { behaviors: { fillUserInfoFromBrowser: {} } };
  localStorage.setItem('Drupal.visitor.name', 'Kiss Anna');
  registry.attach(document);
  await registry.settled();
  expect(field('name').value).toBe('');
});
