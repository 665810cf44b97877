import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DrupalSettings } from '#behaviors';
import { createRegistry } from '#behaviors/manifest';
import { buy, gift } from './index.ts';
import { click } from '../../../tests/support/click.ts';
import { testPlatform } from '../../../tests/support/platform.ts';

const own = 'https://kurzus.example.hu/p/a-boldogsag';
const giftLink = 'https://ajandek.example.hu/utalvany/a-boldogsag';

/** A buy button with the links given; its fallback href is an add-to-cart route. */
const buyButton = (links: { teachable?: string; gift?: string }, nid = 1) =>
  `<a id="button" href="/add-to-cart/1" data-kurzus="buy" data-nid="${nid}"${links.teachable ? ` data-teachable="${links.teachable}"` : ''}${links.gift ? ` data-gift="${links.gift}"` : ''}>Megveszem</a>`;

let settings: DrupalSettings = {};
const platform = testPlatform();
const registry = createRegistry([buy, gift], () => settings, { platform });
const button = () => document.getElementById('button') as HTMLAnchorElement;
const { assign, openInNewTab: newTab } = platform;

function load(markup: string, providerOn = false) {
  settings = providerOn ? { kurzus: { purchase: { gift_provider_enabled: true } } } : {};
  document.body.innerHTML = markup;
  registry.attach(document);
}

/** Where the click went: the followed href, or the navigation the button made. */
function outcome(element: Element) {
  const { followed } = click(element);
  return { followed, assigned: assign.mock.calls.map(([url]) => url), newTab: newTab.mock.calls.map(([url]) => url) };
}

// The features' code loads once, before the tests; from then on attach mounts synchronously.
beforeAll(() => registry.preload());

beforeEach(() => vi.clearAllMocks());

afterEach(() => registry.detach(document));

describe('the buy-button table, with the gift provider on (kurzus.purchase.gift_provider_enabled)', () => {
  it('own and gift: the choice dialog; no navigation yet', async () => {
    load(buyButton({ teachable: own, gift: giftLink }), true);
    expect(outcome(button())).toEqual({ followed: false, assigned: [], newTab: [] });
    const dialog = await screen.findByRole('dialog', { name: 'Hogyan szeretnéd megvenni?' }, { timeout: 5000 });
    expect(dialog.querySelector('.kurzus-dialog__body')!.textContent).toBe(
      'Elvégezheted a kurzust magad a kurzusplatformon, vagy megajándékozhatsz vele valakit.',
    );
    expect(button().getAttribute('aria-haspopup')).toBe('dialog');
  });

  it.each([
    ['Magamnak, a kurzusplatformon', { assigned: [own], newTab: [] }],
    ['Ajándékba', { assigned: [], newTab: [giftLink] }],
  ])('own and gift: "%s" in the dialog goes to its link', async (choice, expected) => {
    load(buyButton({ teachable: own, gift: giftLink }), true);
    const user = userEvent.setup();
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: choice }, { timeout: 5000 }));
    expect({ assigned: assign.mock.calls.map(([url]) => url), newTab: newTab.mock.calls.map(([url]) => url) }).toEqual(expected);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('own and gift: the dialog works by keyboard and closes back to the button', async () => {
    load(buyButton({ teachable: own, gift: giftLink }), true);
    const user = userEvent.setup();
    button().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Magamnak, a kurzusplatformon'));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Ajándékba');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button());
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['only own: the own link, same window', { teachable: own }, { followed: false, assigned: [own], newTab: [] }],
    ['only gift: the gift link, in a new tab', { gift: giftLink }, { followed: false, assigned: [], newTab: [giftLink] }],
    ["neither: the button's own href", {}, { followed: true, assigned: [], newTab: [] }],
  ])('%s', (_row, links, expected) => {
    load(buyButton(links), true);
    expect(outcome(button())).toEqual(expected);
  });
});

describe('the buy button as the site has it: the gift provider off, the gift link cleared', () => {
  it.each([
    ['own and gift → the own link', { teachable: own, gift: giftLink }, { followed: false, assigned: [own], newTab: [] }],
    ['only own → the own link', { teachable: own }, { followed: false, assigned: [own], newTab: [] }],
    ['only gift → its href', { gift: giftLink }, { followed: true, assigned: [], newTab: [] }],
    ['neither → its href', {}, { followed: true, assigned: [], newTab: [] }],
  ])('%s', (_row, links, expected) => {
    load(buyButton(links));
    expect(outcome(button())).toEqual(expected);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button().hasAttribute('aria-haspopup')).toBe(false);
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    load(buyButton({ teachable: own }));
    expect(click(button(), { ctrlKey: true })).toEqual({ followed: true });
    expect(click(button(), { shiftKey: true })).toEqual({ followed: true });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the gift button', () => {
  it('goes to the gift link in the same window, provider on or off', () => {
    for (const providerOn of [false, true]) {
      load(`<a id="button" href="/add-to-cart/13" data-kurzus="gift" data-nid="1" data-gift="${giftLink}">Ajándékba adom</a>`, providerOn);
      expect(outcome(button())).toEqual({ followed: false, assigned: [giftLink], newTab: [] });
      registry.detach(document);
      assign.mockClear();
    }
  });

  it('follows its href without a gift link', () => {
    load('<a id="button" href="/add-to-cart/15" data-kurzus="gift" data-nid="3">Ajándékba adom</a>');
    expect(outcome(button())).toEqual({ followed: true, assigned: [], newTab: [] });
  });
});

describe("'A Kulcs' (nid 4): no special handling", () => {
  it.each([
    ['buy', buyButton({ teachable: own, gift: giftLink }, 4)],
    ['gift', `<a id="button" href="/csomagok/2-plusz-1" data-kurzus="gift" data-nid="4" data-gift="${giftLink}">Ajándékba adom</a>`],
  ])('its %s button follows its own href, whatever links it carries', (_kind, markup) => {
    for (const providerOn of [false, true]) {
      load(markup, providerOn);
      expect(outcome(button())).toEqual({ followed: true, assigned: [], newTab: [] });
      registry.detach(document);
    }
  });
});

it('warns and leaves alone a buy or gift marker on something that is not a link', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  load('<button id="button" data-kurzus="buy gift">Megveszem</button>');
  expect(warn).toHaveBeenCalledWith('[kurzus] buy: "element" should be a link with an href; left as it is.');
  expect(warn).toHaveBeenCalledWith('[kurzus] gift: "element" should be a link with an href; left as it is.');
});

it('is taken down by an unload detach, dialog included', async () => {
  load(buyButton({ teachable: own, gift: giftLink }), true);
  const before = button()
    .outerHTML.replace(/ data-once="[^"]*"/, '')
    .replace(/ aria-haspopup="dialog"/, '');
  click(button());
  await screen.findByRole('dialog', {}, { timeout: 5000 });
  registry.detach(document);
  expect(document.querySelector('.kurzus-dialog, [data-kurzus-islands], [data-once]')).toBeNull();
  expect(button().outerHTML).toBe(before);
  expect(outcome(button())).toEqual({ followed: true, assigned: [], newTab: [] });
});
