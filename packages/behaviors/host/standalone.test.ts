import { expect, it, vi } from 'vitest';
import { behavior } from '../../../tests/support/behavior.ts';
import { defineFeature } from '../define.ts';
import { number } from '../settings/fields.ts';
import { boot } from './boot.ts';

const log: string[] = [];
const demo = behavior(
  { name: 'demo' },
  defineFeature<'any', { delay: number }>({
    settings: { path: 'kurzus.demo', fields: { delay: number(100) } },
    mount(element, { settings }) {
      log.push(`mount ${element.id} ${settings.delay}`);
      return () => void log.push(`unmount ${element.id}`);
    },
  }),
);

it('boots its own host without Drupal: html.js, settings JSON, attach on ready, content added and removed later', async () => {
  document.body.innerHTML = `
    <div id="one" data-kurzus="demo"></div>
    <script type="application/json" data-drupal-selector="drupal-settings-json">{"kurzus":{"demo":{"delay":250}}}</script>`;
  const kurzus = boot([demo]);

  expect(document.documentElement.classList.contains('js')).toBe(true);
  await vi.waitFor(() => expect(log).toEqual(['mount one 250']));
  expect(window.Kurzus).toBe(kurzus);
  expect(kurzus.behaviors()).toEqual([{ name: 'demo', selector: '[data-kurzus~="demo"]', strategy: 'eager', settings: { delay: 250 } }]);
  expect(kurzus.host()).toMatchObject({ drupal: false, ajax: false });

  document.body.insertAdjacentHTML('beforeend', '<section><div id="two" data-kurzus="demo"></div></section>');
  await vi.waitFor(() => expect(log).toContain('mount two 250'));

  // A move (removed and added back in one go) is not an unload.
  const section = document.querySelector('section')!;
  document.body.prepend(section);
  await new Promise((resolve) => setTimeout(resolve));
  expect(log).not.toContain('unmount two');

  section.remove();
  await vi.waitFor(() => expect(log).toContain('unmount two'));
  expect(log.filter((line) => line.startsWith('mount'))).toEqual(['mount one 250', 'mount two 250']);

  kurzus.detach(document);
  expect(log.at(-1)).toBe('unmount one');
});

it('attaches content a script adds and attaches itself once, and still the content it added elsewhere', async () => {
  const kurzus = window.Kurzus!;
  log.length = 0;
  document.body.insertAdjacentHTML('beforeend', '<div id="three" data-kurzus="demo"></div><aside id="side"></aside>');
  document.getElementById('side')!.innerHTML = '<div id="four" data-kurzus="demo"></div>';
  // The observer has not delivered these yet: an explicit attach of one part handles them all at once,
  // the changes outside its context first.
  kurzus.attach(document.getElementById('side')!);
  expect(log).toEqual(['mount three 250', 'mount four 250']);
  await new Promise((resolve) => setTimeout(resolve));
  expect(log).toEqual(['mount three 250', 'mount four 250']);
});

it('boots once: a second copy of the bundle on the page warns and does nothing', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const first = window.Kurzus;
  expect(boot([demo])).toBe(first);
  expect(warn).toHaveBeenCalledWith(
    '[kurzus] kurzus: "libraries" loaded the bundle a second time (module and classic build both attached?); the second copy does nothing.',
  );
});
