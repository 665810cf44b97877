import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { cartBlock } from './index.ts';
import { click } from '../../../tests/support/click.ts';

/** Commerce's cart block as its template renders it (commerce-cart-block.html.twig). */
const cart = (root = 'class="cart--cart-block"', contents = true) => `
  <div ${root}>
    <div class="cart-block--summary">
      <a class="cart-block--link__expand" href="/kosar"><span class="cart-block--summary__count">2 termék</span></a>
    </div>
    ${contents ? '<div class="cart-block--contents"><div class="cart-block--contents__inner"><a id="view" href="/kosar">Kosár megtekintése</a></div></div>' : ''}
  </div>
  <p id="outside">Máshol az oldalon</p>`;

const registry = createRegistry([cartBlock], () => ({}));
const link = () => document.querySelector<HTMLAnchorElement>('.cart-block--link__expand')!;
const contents = () => document.querySelector<HTMLElement>('.cart-block--contents')!;
const expanded = () => ({
  class: contents().classList.contains('cart-block--contents__expanded'),
  aria: link().getAttribute('aria-expanded'),
});

function load(markup = cart()) {
  document.body.innerHTML = markup;
  registry.attach(document);
}

// The feature's code loads once, before the tests; from then on attach mounts synchronously.
beforeAll(() => registry.preload());

afterEach(() => registry.detach(document));

describe.each([
  ["Commerce's markup", 'class="cart--cart-block"'],
  ['data-kurzus="cart-block"', 'data-kurzus="cart-block"'],
])('the cart block on %s', (_case, root) => {
  beforeEach(() => load(cart(root)));

  it('tells assistive technology what its link controls', () => {
    expect(link().getAttribute('aria-controls')).toBe(contents().id);
    expect(expanded()).toEqual({ class: false, aria: 'false' });
  });

  it('toggles the contents in place on each click of its link, without navigating', () => {
    expect(click(link())).toEqual({ followed: false });
    expect(expanded()).toEqual({ class: true, aria: 'true' });
    expect(click(link())).toEqual({ followed: false });
    expect(expanded()).toEqual({ class: false, aria: 'false' });
  });

  it('collapses on Esc and gives focus back to the link', async () => {
    const user = userEvent.setup();
    await user.click(link());
    await user.tab();
    expect(document.activeElement?.id).toBe('view');
    await user.keyboard('{Escape}');
    expect(expanded()).toEqual({ class: false, aria: 'false' });
    expect(document.activeElement).toBe(link());
  });

  it('collapses on a click outside, not on one inside', () => {
    click(link());
    click(document.getElementById('view')!);
    expect(expanded().class).toBe(true);
    click(document.getElementById('outside')!);
    expect(expanded()).toEqual({ class: false, aria: 'false' });
  });
});

it('leaves the link to the cart page when the cart is empty (Commerce prints no contents)', () => {
  load(cart('class="cart--cart-block"', false));
  expect(click(link())).toEqual({ followed: true });
  expect(link().hasAttribute('aria-expanded')).toBe(false);
});

it('warns about a cart block without its link', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  load('<div class="cart--cart-block"><div class="cart-block--contents"></div></div>');
  expect(warn).toHaveBeenCalledWith('[kurzus] cart-block: "a.cart-block--link__expand" is missing from the cart block; left as it is.');
});

it('is taken down by an unload detach, expanded or not', () => {
  document.body.innerHTML = cart();
  const before = document.body.innerHTML;
  registry.attach(document);
  click(link());
  registry.detach(document);
  expect(document.body.innerHTML).toBe(before);
  expect(click(link())).toEqual({ followed: true });
});
