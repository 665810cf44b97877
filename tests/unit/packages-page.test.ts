import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/dom';
import { expect, it, vi } from 'vitest';
import { fixturePage } from '../../fixtures/html.ts';
import { useVisits } from '../support/visits.ts';

const visitTwice = useVisits();

const body = new DOMParser().parseFromString(fixturePage('packages'), 'text/html').body.innerHTML;

/** Opens the menu and expands the packages. */
const use = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Menü' }));
  await waitFor(() => expect(document.activeElement?.textContent).toBe('Kezdőlap'));
  await user.click(screen.getByRole('button', { name: 'További csomagok' }));
};

it('the packages page: an unload detach, even with the menu open, leaves nothing behind', async () => {
  vi.spyOn(console, 'warn');
  const { before, whileUsed, after } = await visitTwice(body, {}, use);
  expect(whileUsed.listeners).toBeGreaterThan(before.listeners);
  expect(after).toEqual(before);
  expect(document.querySelector('[data-once], .is-open, .is-expanded, [aria-expanded], [style*="min-height"]')).toBeNull();
  expect(document.body.classList.contains('offcanvas-open')).toBe(false);
  expect(console.warn).not.toHaveBeenCalled();
});
