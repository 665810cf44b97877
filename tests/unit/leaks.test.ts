import { screen } from '@testing-library/dom';
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
    <table class="performances"><tbody>
      <tr><td><a href="https://jegy.example.hu/a" data-kurzus="ticket">Jegyvásárlás</a></td></tr>
      <tr><td><a id="soon" href="/" data-kurzus="ticket">Jegyvásárlás</a></td></tr>
    </tbody></table>`;

/** Attaches the page three times, opens the dialog, detaches; returns what was held while open. */
async function visit() {
  document.body.innerHTML = page;
  const registry = createRegistry(features, () => ({}));
  for (let round = 0; round < 3; round++) registry.attach(document);
  const user = userEvent.setup();
  await user.hover(document.getElementById('soon')!);
  await user.click(document.getElementById('soon')!);
  await screen.findByRole('dialog', { name: 'Hamarosan' });
  const whileOpen = leaks.listeners();
  registry.detach(document);
  await settle();
  return whileOpen;
}

const held = () => ({ listeners: leaks.listeners(), observers: leaks.observers(), timers: leaks.timers() });

it('an unload detach leaves no React tree, listener, timer or observer behind', async () => {
  // The first visit loads React, which keeps one listener per document for good: measure after it.
  await visit();
  const before = held();
  const whileOpen = await visit();
  expect(whileOpen).toBeGreaterThan(before.listeners);
  expect(document.querySelector('[data-kurzus-islands], .kurzus-dialog, [data-once]')).toBeNull();
  expect(held()).toEqual(before);
});
