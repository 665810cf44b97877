import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { useVisits } from '../support/visits.ts';

const { held, visit } = useVisits();

const page = `
    <table class="performances"><tbody>
      <tr><td><a href="https://jegy.example.hu/a" data-kurzus="ticket">Jegyvásárlás</a></td></tr>
      <tr><td><a id="soon" href="/" data-kurzus="ticket">Jegyvásárlás</a></td></tr>
    </tbody></table>`;

/** Attaches the page three times, opens the dialog, detaches; returns what was held while open. */
const open = () =>
  visit(page, {}, async () => {
    const user = userEvent.setup();
    await user.hover(document.getElementById('soon')!);
    await user.click(document.getElementById('soon')!);
    await screen.findByRole('dialog', { name: 'Hamarosan' });
  });

it('an unload detach leaves no React tree, listener, timer or observer behind', async () => {
  // The first visit loads React, which keeps one listener per document for good: measure after it.
  await open();
  const before = held();
  const whileOpen = await open();
  expect(whileOpen.listeners).toBeGreaterThan(before.listeners);
  expect(document.querySelector('[data-kurzus-islands], .kurzus-dialog, [data-once]')).toBeNull();
  expect(held()).toEqual(before);
});
