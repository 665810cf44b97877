import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { ticket } from './index.ts';

const table = `
  <table class="performances"><tbody>
    <tr><td>A Siker</td><td><a id="on-sale" href="https://jegy.example.hu/eloadas/a-siker" data-kurzus="ticket">Jegyvásárlás</a></td></tr>
    <tr><td>A Kulcs</td><td><a id="soon" href="/" data-kurzus="ticket">Jegyvásárlás</a></td></tr>
  </tbody></table>`;

const registry = createRegistry([ticket], () => ({ kurzus: { analytics: { sink: 'dataLayer' } } }));
const soon = () => document.getElementById('soon') as HTMLAnchorElement;
const onSale = () => document.getElementById('on-sale') as HTMLAnchorElement;

async function openDialog(user = userEvent.setup()) {
  await user.click(soon());
  return screen.findByRole('dialog', { name: 'Hamarosan' });
}

beforeEach(async () => {
  document.body.innerHTML = table;
  registry.attach(document);
  // The ticket's code loads with the first attach; from then on it mounts during attach.
  await registry.settled();
});

afterEach(() => {
  registry.detach(document);
  delete window.dataLayer;
});

describe("a 'coming soon' ticket (href '/')", () => {
  it("says so to screen readers (a description, a dialog to open) and carries the contract's class; an on-sale one is left as it is", () => {
    // The faded look is the stylesheet's (a ticket link to '/').
    registry.attach(document);
    expect(soon().className).toBe('is-coming-soon');
    expect(soon().getAttribute('aria-description')).toBe('A jegyek még nem kaphatók');
    expect(soon().getAttribute('aria-haspopup')).toBe('dialog');
    expect(soon().textContent).toBe('Jegyvásárlás');
    expect([...onSale().attributes].map((attribute) => attribute.name).sort()).toEqual(['data-kurzus', 'data-once', 'href', 'id']);
    expect(onSale().textContent).toBe('Jegyvásárlás');
    registry.detach(document);
    expect(soon().hasAttribute('class')).toBe(false);
    expect(soon().hasAttribute('aria-description')).toBe(false);
    expect(soon().hasAttribute('aria-haspopup')).toBe(false);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['⌘', { metaKey: true }],
    ['Shift', { shiftKey: true }],
  ])('opens the dialog for a %s click too: no new tab or window on the site root', async (_key, keys) => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...keys });
    soon().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Hamarosan' })).toBeTruthy();
  });

  it("keeps a middle click from opening the site root in a new tab; an on-sale ticket's is the browser's", () => {
    const middle = () => new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 });
    const onSoon = middle();
    soon().dispatchEvent(onSoon);
    expect(onSoon.defaultPrevented).toBe(true);
    const onSaleClick = middle();
    onSale().dispatchEvent(onSaleClick);
    expect(onSaleClick.defaultPrevented).toBe(false);
  });

  it("opens 'Hamarosan' with the spec's texts instead of navigating", async () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    soon().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Hamarosan' });
    expect(dialog).toHaveProperty('ariaModal', 'true');
    expect(dialog.querySelector('.kurzus-dialog__body')!.textContent).toBe(
      'A jegyvásárlás hamarosan elérhető lesz ehhez az előadáshoz is.',
    );
    expect(screen.getByRole('button', { name: 'Rendben' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bezárás' })).toBeTruthy();
    expect(window.dataLayer).toBeUndefined();
  });

  it.each([
    ['Rendben', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Rendben' }))],
    ['Bezárás', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Bezárás' }))],
    ['Esc', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the backdrop',
      (user: ReturnType<typeof userEvent.setup>) => user.click(document.querySelector('.kurzus-dialog .kurzus-overlay__backdrop')!),
    ],
  ])('closes with %s and gives focus back to the button', async (_closer, close) => {
    const user = userEvent.setup();
    await openDialog(user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rendben' })));
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(soon());
    expect(document.querySelector('[data-kurzus-islands]')).toBeNull();
  });

  it('keeps keyboard focus inside the dialog', async () => {
    const user = userEvent.setup();
    await openDialog(user);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Rendben'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bezárás' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rendben' }));
  });

  it('opens one dialog however often the page was attached or the button clicked', async () => {
    registry.attach(document);
    registry.attach(document.body);
    const user = userEvent.setup();
    await openDialog(user);
    soon().click();
    soon().click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('is taken down at once by an unload detach, dialog included', async () => {
    await openDialog();
    registry.detach(document);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('[data-kurzus-islands], .kurzus-dialog, [data-once], [data-kurzus-widget]')).toBeNull();
    expect(soon().outerHTML).toBe('<a id="soon" href="/" data-kurzus="ticket">Jegyvásárlás</a>');
  });
});

describe('an on-sale ticket', () => {
  it('navigates (the click is not prevented) and records ticket_click with the link', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // jsdom cannot navigate; the browser test follows the link for real.
    onSale().addEventListener('click', (event) => event.preventDefault(), { once: true });
    const prevented = vi.spyOn(click, 'preventDefault');
    onSale().dispatchEvent(click);
    expect(prevented).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([{ event: 'ticket_click', link_url: 'https://jegy.example.hu/eloadas/a-siker' }]);
  });
});

it('warns and leaves alone a ticket marker on something that is not a link', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.insertAdjacentHTML('beforeend', '<span id="odd" data-kurzus="ticket">Jegy</span>');
  registry.attach(document);
  expect(warn).toHaveBeenCalledWith('[kurzus] ticket: "element" should be a link with an href; left as it is.');
  expect(document.getElementById('odd')!.className).toBe('');
});
