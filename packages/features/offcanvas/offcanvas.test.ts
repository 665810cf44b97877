import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { offcanvas } from './index.ts';
import { dialogOpener, focusHeld } from '../../../tests/support/behavior.ts';
import { viewport } from '../../../tests/support/viewport.ts';

const header = `
  <header>
    <button type="button" data-kurzus="offcanvas" aria-controls="menu">Menü</button>
    <nav id="menu" aria-label="Fő navigáció">
      <ul><li><a href="#kurzusok">Kurzusok</a></li><li><a href="#kapcsolat">Kapcsolat</a></li></ul>
    </nav>
  </header>
  <main><a id="outside" href="#">Máshol</a></main>`;

const registry = createRegistry([offcanvas], () => ({}));
const toggle = () => document.querySelector<HTMLButtonElement>('[data-kurzus="offcanvas"]')!;
const panel = () => document.getElementById('menu')!;
const isOpen = () => [
  toggle().getAttribute('aria-expanded'),
  panel().classList.contains('is-open'),
  document.body.classList.contains('offcanvas-open'),
];

beforeEach(async () => {
  document.body.innerHTML = header;
  registry.attach(document);
  viewport.enterAll();
  await registry.settled();
});

afterEach(() => {
  registry.detach(document);
  document.body.removeAttribute('class');
});

describe('the off-canvas toggle', () => {
  it('starts closed, and marks its panel for styling', async () => {
    expect(isOpen()).toEqual(['false', false, false]);
    expect(panel().classList.contains('offcanvas-panel')).toBe(true);
  });

  it('opens and closes on each click; focus goes in, and back to the toggle', async () => {
    const user = userEvent.setup();
    await user.click(toggle());
    expect(isOpen()).toEqual(['true', true, true]);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Kurzusok'));
    await user.click(toggle());
    expect(isOpen()).toEqual(['false', false, false]);
    expect(document.activeElement).toBe(toggle());
  });

  it.each([
    ['Esc', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['a link in it', (user: ReturnType<typeof userEvent.setup>) => user.click(document.querySelector('#menu a')!)],
    ['a click outside', (user: ReturnType<typeof userEvent.setup>) => user.click(document.getElementById('outside')!)],
  ])('closes with %s, focus back on the toggle', async (_how, close) => {
    const user = userEvent.setup();
    await user.click(toggle());
    await waitFor(() => expect(panel().contains(document.activeElement)).toBe(true));
    await focusHeld();
    await close(user);
    await waitFor(() => expect(isOpen()).toEqual(['false', false, false]));
    await waitFor(() => expect(document.activeElement).toBe(toggle()));
  });

  it('keeps Tab inside the panel', async () => {
    const user = userEvent.setup();
    await user.click(toggle());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Kurzusok'));
    await focusHeld();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Kapcsolat');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Kurzusok');
  });

  it('is the one modal: a dialog opened later closes it, and it does not open over a dialog', async () => {
    const opens = dialogOpener();
    registry.detach(document);
    document.body.insertAdjacentHTML('beforeend', '<button type="button" data-kurzus="opens-dialog">Párbeszéd</button>');
    const both = createRegistry([offcanvas, opens.definition], () => ({}));
    both.attach(document);
    viewport.enterAll();
    await both.settled();
    const user = userEvent.setup();
    await user.click(toggle());
    expect(isOpen()).toEqual(['true', true, true]);
    document.querySelector<HTMLElement>('[data-kurzus="opens-dialog"]')!.click();
    expect(isOpen()).toEqual(['false', false, false]);
    await user.click(toggle());
    expect(isOpen()).toEqual(['false', false, false]);
    opens.current().close();
    await user.click(toggle());
    expect(isOpen()).toEqual(['true', true, true]);
    both.detach(document);
  });

  it('is taken down by an unload detach, even while open', async () => {
    await userEvent.setup().click(toggle());
    registry.detach(document);
    expect(document.body.classList.contains('offcanvas-open')).toBe(false);
    expect(panel().className).toBe('');
    expect(toggle().hasAttribute('aria-expanded')).toBe(false);
  });

  it('keeps a panel class the theme printed', async () => {
    registry.detach(document);
    panel().className = 'offcanvas-panel';
    registry.attach(document);
    viewport.enterAll();
    await registry.settled();
    registry.detach(document);
    expect(panel().className).toBe('offcanvas-panel');
  });
});

describe('a panel with its own close button', () => {
  const close = () => document.querySelector<HTMLButtonElement>('[data-offcanvas-close]')!;

  beforeEach(async () => {
    registry.detach(document);
    panel().insertAdjacentHTML('afterbegin', '<button type="button" data-offcanvas-close>Menü bezárása</button>');
    registry.attach(document);
    await registry.settled();
  });

  it('gives focus to the first link, with the close button one Shift+Tab before it', async () => {
    const user = userEvent.setup();
    await user.click(toggle());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Kurzusok'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close());
  });

  it.each([
    ['a click', (user: ReturnType<typeof userEvent.setup>) => user.click(close())],
    ['Enter', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
    ['Space', (user: ReturnType<typeof userEvent.setup>) => user.keyboard(' ')],
  ])('closes on %s, focus back on the toggle', async (_how, press) => {
    const user = userEvent.setup();
    await user.click(toggle());
    await waitFor(() => expect(panel().contains(document.activeElement)).toBe(true));
    close().focus();
    await press(user);
    await waitFor(() => expect(isOpen()).toEqual(['false', false, false]));
    await waitFor(() => expect(document.activeElement).toBe(toggle()));
  });
});

it.each([
  [
    'no aria-controls',
    '<button data-kurzus="offcanvas">Menü</button>',
    '"aria-controls" should name the id of the navigation panel, but no element has the id ""; left as it is.',
  ],
  [
    'a missing panel',
    '<button data-kurzus="offcanvas" aria-controls="nincs">Menü</button>',
    '"aria-controls" should name the id of the navigation panel, but no element has the id "nincs"; left as it is.',
  ],
  [
    'a link for a toggle',
    '<nav id="menu"></nav><a href="#menu" data-kurzus="offcanvas" aria-controls="menu">Menü</a>',
    '"element" should be a button; left as it is.',
  ],
])('warns about %s and leaves the markup alone', async (_case, markup, message) => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.innerHTML = markup;
  registry.attach(document);
  viewport.enterAll();
  await registry.settled();
  expect(warn).toHaveBeenCalledWith(`[kurzus] offcanvas: ${message}`);
  expect(document.querySelector('[aria-expanded]')).toBeNull();
});
