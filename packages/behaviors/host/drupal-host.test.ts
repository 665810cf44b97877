import { afterEach, expect, it, vi } from 'vitest';
import { installDrupalHost, removeDrupalHost } from '../../../tests/support/drupal-host.ts';
import { behavior } from '../../../tests/support/behavior.ts';
import { defineFeature } from '../define.ts';
import { number } from '../settings/fields.ts';
import { boot } from './boot.ts';

const log: string[] = [];
const demo = behavior(
  { name: 'demo-widget' },
  defineFeature<'any', { delay: number }>({
    settings: { path: 'kurzus.demo', fields: { delay: number(100) } },
    mount(element, { settings }) {
      log.push(`mount ${element.id} ${settings.delay}`);
      return () => void log.push(`unmount ${element.id} ${element.isConnected ? 'in page' : 'gone'}`);
    },
  }),
);

afterEach(() => {
  vi.useRealTimers();
  delete window.Kurzus;
  removeDrupalHost();
});

it('registers as Drupal behaviours and follows Drupal: attach, AJAX insert, detach before removal', async () => {
  document.body.innerHTML = '<div id="one" data-kurzus="demo-widget"></div><div id="region"></div>';
  const Drupal = installDrupalHost({ settings: { kurzus: { demo: { delay: 40 } } } });
  boot([demo]);

  expect(Object.keys(Drupal.behaviors)).toContain('kurzusDemoWidget');
  expect(document.documentElement.classList.contains('js')).toBe(false); // drupal.init.js adds it there
  Drupal.attachBehaviors(document, window.drupalSettings);
  Drupal.attachBehaviors(document, window.drupalSettings);
  await vi.waitFor(() => expect(log).toEqual(['mount one 40']));

  // An AJAX insert: new content, then attachBehaviors on it with the response's settings.
  const region = document.getElementById('region')!;
  region.innerHTML = '<p id="two" data-kurzus="demo-widget"></p>';
  Drupal.attachBehaviors(region.firstElementChild!, { kurzus: { demo: { delay: 7 } } });
  expect(log.at(-1)).toBe('mount two 7');

  // Drupal detaches before it removes: the widget goes while its element is still in the page.
  Drupal.detachBehaviors(region, window.drupalSettings, 'unload');
  region.innerHTML = '';
  expect(log.at(-1)).toBe('unmount two in page');

  // Content added without attachBehaviors stays untouched, as with any Drupal behaviour.
  region.innerHTML = '<p id="three" data-kurzus="demo-widget"></p>';
  await new Promise((resolve) => setTimeout(resolve));
  expect(log).not.toContain('mount three 40');
  expect(window.Kurzus!.host()).toMatchObject({ drupal: true, ajax: false, formSingleSubmit: false });
});

it("names a failing behaviour through Drupal.throwError, and Drupal's other behaviours still run", async () => {
  document.body.innerHTML = '<div data-kurzus="failing"></div>';
  const Drupal = installDrupalHost();
  const thrown = vi.spyOn(Drupal, 'throwError').mockImplementation(() => {});
  const failing = defineFeature({
    mount: () => {
      throw new Error('no luck');
    },
  });
  boot([behavior({ name: 'failing' }, failing)]);
  const after = vi.fn();
  Drupal.behaviors.siteBehavior = { attach: after };
  Drupal.attachBehaviors(document, {});
  expect(after).toHaveBeenCalled();
  await vi.waitFor(() => expect(thrown).toHaveBeenCalledWith(expect.objectContaining({ message: '[kurzus] failing: no luck' })));
});
