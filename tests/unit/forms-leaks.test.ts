import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { fixturePage } from '../../fixtures/html.ts';
import { features } from '../../packages/kurzus/features.ts';
import { countLeaks, type LeakCounter } from '../support/leaks.ts';

let leaks: LeakCounter;
beforeAll(() => (leaks = countLeaks()));
afterAll(() => leaks.uninstall());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const main = new DOMParser().parseFromString(fixturePage('contact'), 'text/html').querySelector('#block-kurzus-content')!.innerHTML;
const held = () => ({ listeners: leaks.listeners(), observers: leaks.observers(), timers: leaks.timers() });

/** The contact page's content and a polling progress bar, attached three times, used, then detached. */
async function visit() {
  document.body.innerHTML = `${main}<div data-kurzus="progress" data-progress-uri="/feldolgozas/proba"></div>`;
  const registry = createRegistry(features, () => ({ ajax: { 'edit-submit': { url: '/kapcsolat?ajax_form=1', event: 'mousedown' } } }));
  for (let round = 0; round < 3; round++) registry.attach(document);
  await vi.waitFor(() => expect(document.querySelector('[role="progressbar"]')).not.toBeNull());
  document.querySelector<HTMLInputElement>('input[name^="legal"]')!.click();
  document.querySelector<HTMLInputElement>('[name="name"]')!.dispatchEvent(new Event('input', { bubbles: true }));
  const whileMounted = held();
  registry.detach(document);
  await settle();
  return whileMounted;
}

it('an unload detach of the forms, the in-page client and a polling bar leaves nothing behind', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ status: 1, percentage: '25', label: 'Videók újraindexelése' })),
  );
  // The first visit loads React and the lazy code, which keep what they keep for good: measure after it.
  await visit();
  const before = held();
  const whileMounted = await visit();
  expect(whileMounted.listeners).toBeGreaterThan(before.listeners);
  expect(whileMounted.timers).toBeGreaterThan(before.timers);
  expect(document.querySelector('[data-kurzus-islands], [data-once], [data-drupal-form-fields]')).toBeNull();
  expect(held()).toEqual(before);
  vi.unstubAllGlobals();
});
