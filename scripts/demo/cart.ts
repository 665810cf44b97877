import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { readCookie, seeOther, sendHtml, type Route } from './http.ts';
import { escapeHtml, htmlPage } from './layout.ts';

const CART_COOKIE = 'kurzus_demo_cart';

export interface CartItem {
  readonly id: number;
  readonly name: string;
  readonly quantity: number;
}

/** Product variation id → quantity, in the order first added. */
type Cart = Map<number, number>;

// The '2+1' bundle's variations: 6–8 for oneself, 10–12 the same as gifts.
const bundleNames = new Map([
  [6, 'A Boldogság + A Siker + A Kulcs'],
  [7, 'A Boldogság + A Megoldás + A Kulcs'],
  [8, 'A Siker + A Megoldás + A Kulcs'],
]);

// The single items of the fixtures' listing blocks (fixtures/courses.html), by variation id.
const itemNames = new Map([
  [1, 'A Boldogság – online kurzus'],
  [2, 'A Siker – online kurzus'],
  [3, 'A Megoldás – online kurzus'],
  [9, 'A teljes sorozat'],
  [13, 'A Boldogság – online kurzus (ajándék)'],
  [14, 'A Siker – online kurzus (ajándék)'],
  [15, 'A Megoldás – online kurzus (ajándék)'],
  [19, 'A teljes sorozat (ajándék)'],
  [20, 'Kezdőcsomag'],
  [21, 'Ajándékcsomag: A Boldogság'],
  [22, 'Ajándékcsomag: A teljes sorozat'],
  [23, 'A Siker – előadás-felvétel'],
  [24, 'A Megoldás – előadás-felvétel'],
]);

export function variationName(id: number): string {
  const item = itemNames.get(id);
  if (item) return item;
  const own = bundleNames.get(id);
  const gift = bundleNames.get(id - 4);
  if (own) return `2+1 csomag: ${own}`;
  if (gift) return `2+1 csomag: ${gift} (ajándék)`;
  return `Termékváltozat #${id}`;
}

/** One cart per visitor, keyed by a random id in a cookie, so parallel tests never share one. */
export function createCarts() {
  const carts = new Map<string, Cart>();
  const sessionOf = (incoming: IncomingMessage) => {
    const id = readCookie(incoming, CART_COOKIE);
    return id && /^[0-9a-f]{32}$/.test(id) ? id : undefined;
  };
  const cartOf = (incoming: IncomingMessage) => {
    const session = sessionOf(incoming);
    return session ? carts.get(session) : undefined;
  };
  return {
    /** The visitor's items; none when they have no cart yet. */
    items(incoming: IncomingMessage): CartItem[] {
      return [...(cartOf(incoming) ?? [])].map(([id, quantity]) => ({ id, name: variationName(id), quantity }));
    },
    /** Adds one of the variation; returns the Set-Cookie value when the visitor needs a new session. */
    add(incoming: IncomingMessage, variation: number): string | undefined {
      let session = sessionOf(incoming);
      const cookie = session ? undefined : `${CART_COOKIE}=${(session = randomBytes(16).toString('hex'))}; Path=/; HttpOnly; SameSite=Lax`;
      const cart = carts.get(session) ?? new Map<number, number>();
      carts.set(session, cart.set(variation, (cart.get(variation) ?? 0) + 1));
      return cookie;
    },
    clear(incoming: IncomingMessage) {
      cartOf(incoming)?.clear();
    },
  };
}

export type Carts = ReturnType<typeof createCarts>;

export function renderCartItems(items: readonly CartItem[]): string {
  if (items.length === 0) return '<p class="cart-empty">A kosarad üres.</p>';
  const rows = items.map(
    ({ id, name, quantity }) =>
      `<li data-variation-id="${id}" data-quantity="${quantity}">${escapeHtml(name)} <span class="quantity">(${quantity} db)</span></li>`,
  );
  return `<ul class="demo-list cart-items">\n          ${rows.join('\n          ')}\n        </ul>`;
}

/** Drupal Commerce's add-to-cart route (`/add-to-cart/{id}`), the cart page and a way to empty it. */
export function cartRoutes(carts: Carts): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/add-to-cart\/([1-9][0-9]{0,8})$/,
      handle: ({ params: [id = ''], incoming }, response) => {
        const cookie = carts.add(incoming, Number(id));
        seeOther(response, '/kosar', cookie ? { 'Set-Cookie': cookie } : {});
      },
    },
    {
      method: 'GET',
      path: /^\/kosar$/,
      handle: ({ incoming }, response) => {
        const items = carts.items(incoming);
        const emptyButton =
          items.length === 0
            ? ''
            : '\n        <form method="post" action="/kosar/urites"><button type="submit" class="button button--secondary">Kosár ürítése</button></form>';
        sendHtml(response, 200, htmlPage({ heading: 'Kosár', path: '/kosar', body: renderCartItems(items) + emptyButton }));
      },
    },
    {
      method: 'POST',
      path: /^\/kosar\/urites$/,
      handle: ({ incoming }, response) => {
        carts.clear(incoming);
        seeOther(response, '/kosar');
      },
    },
  ];
}
