import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { singleSubmit } from './index.ts';

const registry = createRegistry([singleSubmit], () => ({}));
/** Submits as the browser does; true when the submit was allowed to go. */
const submit = (form: HTMLFormElement) => form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
const form = (id: string) => document.getElementById(id) as HTMLFormElement;

// The feature's code loads once, before the tests; from then on attach mounts synchronously.
beforeAll(() => registry.preload());

beforeEach(() => {
  document.body.innerHTML = `
    <form id="post" method="post"><input name="uzenet" value="Szia"></form>
    <form id="none"><input name="q" value="x"></form>
    <form id="get" method="GET"><input name="q" value="x"></form>`;
  registry.attach(document);
});

afterEach(() => {
  registry.detach(document);
  delete window.Drupal;
});

it('blocks an identical second submit silently, and lets a changed one through', () => {
  expect(submit(form('post'))).toBe(true);
  expect(submit(form('post'))).toBe(false);
  (form('post').elements.namedItem('uzenet') as HTMLInputElement).value = 'Szia!';
  expect(submit(form('post'))).toBe(true);
  expect(form('post').getAttribute('data-drupal-form-submit-last')).toBe('uzenet=Szia%21');
});

it('guards a form with no method attribute, as core does, but not one whose method says GET', () => {
  submit(form('none'));
  expect(submit(form('none'))).toBe(false);
  submit(form('get'));
  expect(submit(form('get'))).toBe(true);
});

it('adds no second guard when core provides formSingleSubmit', () => {
  registry.detach(document);
  window.Drupal = { behaviors: { formSingleSubmit: {} } };
  registry.attach(document);
  expect(submit(form('post'))).toBe(true);
  expect(submit(form('post'))).toBe(true);
  expect(form('post').hasAttribute('data-drupal-form-submit-last')).toBe(false);
});
