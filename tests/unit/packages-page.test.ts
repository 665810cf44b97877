import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/dom';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { fixturePage } from '../../fixtures/html.ts';
import { features } from '../../packages/kurzus/features.ts';
import { countLeaks, type LeakCounter } from '../support/leaks.ts';

let leaks: LeakCounter;
beforeAll(() => (leaks = countLeaks()));
afterAll(() => leaks.uninstall());

const body = new DOMParser().parseFromString(fixturePage('packages'), 'text/html').body.innerHTML;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const held = () => ({ listeners: leaks.listeners(), observers: leaks.observers(), timers: leaks.timers() });

/** The packages page attached three times, used (menu opened, packages expanded), then detached. */
async function visit() {
  document.body.innerHTML = body;
  const registry = createRegistry(features, () => ({}));
  for (let round = 0; round < 3; round++) registry.attach(document);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Menü' }));
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Kezdőlap'));
  await user.click(screen.getByRole('button', { name: 'További csomagok' }));
  const whileUsed = leaks.listeners();
  registry.detach(document);
  await settle();
  return whileUsed;
}

it('the packages page: an unload detach, even with the menu open, leaves nothing behind', async () => {
  vi.spyOn(console, 'warn');
  // The first visit loads focus-trap, whose module keeps its own state for good: measure after it.
  await visit();
  const before = held();
  const whileUsed = await visit();
  expect(whileUsed).toBeGreaterThan(before.listeners);
  expect(held()).toEqual(before);
  expect(document.querySelector('[data-once], .is-open, .is-expanded, [aria-expanded], [style*="min-height"]')).toBeNull();
  expect(document.body.classList.contains('offcanvas-open')).toBe(false);
  expect(console.warn).not.toHaveBeenCalled();
});
