import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { formUpdated } from './index.ts';

const registry = createRegistry([formUpdated], () => ({}));
const events: string[] = [];
const record = (event: Event) => events.push((event.target as Element).id);
const type = (id: string, kind: 'input' | 'change' = 'input') =>
  document.getElementById(id)!.dispatchEvent(new Event(kind, { bubbles: true }));

// The feature's code loads once, before the tests; from then on attach mounts synchronously.
beforeAll(() => registry.preload());

beforeEach(() => {
  vi.useFakeTimers();
  events.length = 0;
  document.body.innerHTML = '<form id="f"><input id="nev" name="nev"><select id="tema" name="tema"></select></form>';
  document.addEventListener('formUpdated', record);
  registry.attach(document);
});

afterEach(() => {
  registry.detach(document);
  document.removeEventListener('formUpdated', record);
  vi.useRealTimers();
  delete window.Drupal;
});

it('sends one bubbling formUpdated, 300 ms after the last change in the form, to the last target', () => {
  type('nev');
  vi.advanceTimersByTime(200);
  type('tema', 'change');
  vi.advanceTimersByTime(299);
  expect(events).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(events).toEqual(['tema']);
});

it("lists the form's field ids, as core does, and takes the list away on detach", () => {
  expect(document.getElementById('f')!.getAttribute('data-drupal-form-fields')).toBe('nev,tema');
  type('nev');
  registry.detach(document);
  vi.advanceTimersByTime(300);
  expect(events).toEqual([]);
  expect(document.getElementById('f')!.hasAttribute('data-drupal-form-fields')).toBe(false);
});

it('sends nothing of its own when core provides formUpdated', () => {
  registry.detach(document);
  window.Drupal = { behaviors: { formUpdated: {} } };
  registry.attach(document);
  type('nev');
  vi.advanceTimersByTime(300);
  expect(events).toEqual([]);
});
