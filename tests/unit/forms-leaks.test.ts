import { expect, it, vi } from 'vitest';
import { fixturePage } from '../../fixtures/html.ts';
import { useVisits } from '../support/visits.ts';

const visitTwice = useVisits();

const main = new DOMParser().parseFromString(fixturePage('contact'), 'text/html').querySelector('#block-kurzus-content')!.innerHTML;

/** The contact page's content and a polling progress bar. */
const page = `${main}<div data-kurzus="progress" data-progress-uri="/feldolgozas/proba"></div>`;
const settings = { ajax: { 'edit-submit': { url: '/kapcsolat?ajax_form=1', event: 'mousedown' } } };

/** Waits for the bar's first answer, ticks the consent box and types in a field. */
const use = async () => {
  await vi.waitFor(() => expect(document.querySelector('[role="progressbar"]')).not.toBeNull());
  document.querySelector<HTMLInputElement>('input[name^="legal"]')!.click();
  document.querySelector<HTMLInputElement>('[name="name"]')!.dispatchEvent(new Event('input', { bubbles: true }));
};

it('an unload detach of the forms, the in-page client and a polling bar leaves nothing behind', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ status: 1, percentage: '25', label: 'Videók újraindexelése' })),
  );
  const { before, whileUsed, after } = await visitTwice(page, settings, use);
  // The forms answer through the registry's document listeners, so what shows they are mounted is the bar's poll.
  expect(whileUsed.timers).toBeGreaterThan(before.timers);
  expect(document.querySelector('[data-kurzus-islands], [data-once], [data-drupal-form-fields]')).toBeNull();
  expect(after).toEqual(before);
  vi.unstubAllGlobals();
});
