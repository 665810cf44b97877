import { fireEvent, screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { features } from '../../packages/kurzus/features.ts';
import { countLeaks, type LeakCounter } from '../support/leaks.ts';

let leaks: LeakCounter;
beforeAll(() => (leaks = countLeaks()));
afterAll(() => leaks.uninstall());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const page = `
  <a id="first" href="/kepek/1.svg" class="colorbox" data-colorbox-gallery="g" title="Az &lt;em&gt;első&lt;/em&gt;">Első</a>
  <a href="/kepek/2.svg" class="colorbox" data-colorbox-gallery="g">Második</a>
  <a id="trailer" href="https://vimeo.com/76979871" data-kurzus="video" data-title="Előzetes">Előzetes</a>`;
const settings = { colorbox: { slideshow: true, slideshowSpeed: 200 } };

/** Attaches three times, opens the lightbox (slideshow running) and then the video, detaches; returns what was held while open. */
async function visit() {
  document.body.innerHTML = page;
  const registry = createRegistry(features, () => settings);
  for (let round = 0; round < 3; round++) registry.attach(document);
  const user = userEvent.setup();
  await user.hover(document.getElementById('first')!);
  await user.click(document.getElementById('first')!);
  await screen.findByRole('dialog', { name: 'Képnézegető' });
  fireEvent.load(document.querySelector('.kurzus-lightbox__photo')!);
  await user.keyboard('{ArrowRight}');
  await user.click(document.getElementById('trailer')!);
  await screen.findByRole('dialog', { name: 'Előzetes' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Képnézegető' })).toBeNull());
  const whileOpen = leaks.listeners();
  registry.detach(document);
  await settle();
  return whileOpen;
}

const held = () => ({ listeners: leaks.listeners(), observers: leaks.observers(), timers: leaks.timers() });

it('the lightboxes leave no React tree, listener, timer or observer behind after an unload detach', async () => {
  await visit();
  const before = held();
  const whileOpen = await visit();
  expect(whileOpen).toBeGreaterThan(before.listeners);
  expect(document.querySelector('[data-kurzus-islands], .kurzus-overlay, iframe, [data-once]')).toBeNull();
  expect(held()).toEqual(before);
});
