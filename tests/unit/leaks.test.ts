import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { useVisits } from '../support/visits.ts';

const visitTwice = useVisits();

const page = `
    <table class="performances"><tbody>
      <tr><td><a href="https://jegy.example.hu/a" data-kurzus="ticket">Jegyvásárlás</a></td></tr>
      <tr><td><a id="soon" href="/" data-kurzus="ticket">Jegyvásárlás</a></td></tr>
    </tbody></table>`;

/** Opens the 'Hamarosan' dialog. */
const open = async () => {
  const user = userEvent.setup();
  await user.hover(document.getElementById('soon')!);
  await user.click(document.getElementById('soon')!);
  await screen.findByRole('dialog', { name: 'Hamarosan' });
};

it('an unload detach leaves no React tree, listener, timer or observer behind', async () => {
  const { before, whileUsed, after } = await visitTwice(page, {}, open);
  expect(whileUsed.listeners).toBeGreaterThan(before.listeners);
  expect(document.querySelector('[data-kurzus-islands], .kurzus-dialog, [data-once]')).toBeNull();
  expect(after).toEqual(before);
});
