import { screen, waitFor } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DrupalSettings } from '#behaviors';
import { createRegistry } from '#behaviors/manifest';
import { testPlatform } from '../support/platform.ts';
import { buy, gift } from '../../packages/features/buy/index.ts';
import { bundle } from '../../packages/features/bundle/index.ts';
import { HIGHLIGHT_AFTER_MS, SCROLL_MS } from '../../packages/features/bundle/bundle.ts';
import { click } from '../support/click.ts';

const box = (value: number, label: string) =>
  `<div class="form-item"><input type="checkbox" id="ep-${value}" name="field_epizodok[${value}]" value="${value}"><label for="ep-${value}">${label}</label></div>`;

/** The '2+1' form as the fixtures print it, with or without a box for 'A Kulcs'. */
const form = ({ key = true, nid = 19 } = {}) => `
  <p id="above">Csomagok</p>
  <form data-kurzus="bundle" data-nid="${nid}" action="/csomagok/2-plusz-1" method="post">
    <fieldset><legend>Válassz ki két epizódot</legend>
      ${box(6, 'A Boldogság')}${box(7, 'A Siker')}${box(8, 'A Megoldás')}${key ? box(4, 'A Kulcs') : ''}
    </fieldset>
    <a id="buy" href="/csomagok/2-plusz-1" data-kurzus="buy" data-nid="19">Megveszem</a>
    <a id="gift" href="/csomagok/2-plusz-1" data-kurzus="gift" data-nid="19">Ajándékba adom</a>
  </form>`;

let settings: DrupalSettings = {};
const platform = testPlatform();
const registry = createRegistry([buy, gift, bundle], () => settings, { platform });
const boxOf = (value: number) => document.getElementById(`ep-${value}`) as HTMLInputElement;
const episodes = () => [6, 7, 8].map(boxOf);
const states = () => episodes().map((input) => ({ value: input.value, checked: input.checked, disabled: input.disabled }));
const { assign } = platform;

function load(markup: string) {
  document.body.innerHTML = markup;
  registry.attach(document);
}

/** Ticks boxes as a visitor does: a click that toggles it and fires change. */
const tick = (...values: number[]) => values.forEach((value) => boxOf(value).click());

// The features' code loads once, before the tests; from then on attach mounts synchronously.
beforeAll(() => registry.preload());

beforeEach(() => {
  settings = {};
  vi.clearAllMocks();
});

afterEach(() => {
  registry.detach(document);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** One animation frame, as the fake clock paces them. */
const FRAME = 16;

describe("'A Kulcs'", () => {
  it('is shown checked and locked where a box is printed: focusable, announced, not toggled, still posted', () => {
    load(form());
    const key = boxOf(4);
    expect(key.checked).toBe(true);
    expect(key.getAttribute('aria-disabled')).toBe('true');
    expect(key.disabled).toBe(false);
    key.click();
    expect(key.checked).toBe(true);
    expect(key.labels![0]!.textContent).toBe('A Kulcs (mindig a csomag része)');
    expect(new FormData(document.querySelector('form')!).getAll('field_epizodok[4]')).toEqual(['4']);
  });

  it.each([
    ['printed', true],
    ['not printed', false],
  ])('counts as the third episode when %s: two ticked disable the last one, unticking enables it again', (_case, key) => {
    load(form({ key }));
    tick(6);
    expect(states().map((state) => state.disabled)).toEqual([false, false, false]);
    tick(8);
    expect(states()).toEqual([
      { value: '6', checked: true, disabled: false },
      { value: '7', checked: false, disabled: true },
      { value: '8', checked: true, disabled: false },
    ]);
    tick(8);
    expect(states().map((state) => state.disabled)).toEqual([false, false, false]);
  });
});

describe('a valid pair goes to its add-to-cart target, for oneself and as a gift', () => {
  it.each([
    [[6, 7], '/add-to-cart/6', '/add-to-cart/10'],
    [[6, 8], '/add-to-cart/7', '/add-to-cart/11'],
    [[7, 8], '/add-to-cart/8', '/add-to-cart/12'],
  ])('%j → %s / %s', (pair, own, giftTarget) => {
    for (const key of [true, false]) {
      load(form({ key }));
      tick(...pair);
      expect(click(document.getElementById('buy')!)).toEqual({ followed: false });
      expect(click(document.getElementById('gift')!)).toEqual({ followed: false });
      expect(assign.mock.calls).toEqual([[own], [giftTarget]]);
      registry.detach(document);
      assign.mockClear();
    }
  });

  it('takes the nid, size, included episodes and targets from kurzus.bundle', () => {
    settings = {
      kurzus: { bundle: { nid: 33, size: 2, included: [], combinations: [{ values: [6, 8], own: '/kosarba/1', gift: '/kosarba/2' }] } },
    };
    load(form({ key: false, nid: 33 }).replaceAll('data-nid="19"', 'data-nid="33"'));
    tick(6, 8);
    expect(boxOf(7).disabled).toBe(true);
    click(document.getElementById('gift')!);
    expect(assign).toHaveBeenCalledWith('/kosarba/2');
  });
});

describe('a purchase with an incomplete selection', () => {
  const top = 900;
  let scrolls: number[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    scrolls = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(
      ((options: ScrollToOptions) => void scrolls.push(options.top!)) as typeof window.scrollTo,
    );
  });

  function loadPlaced(markup: string) {
    load(markup);
    vi.spyOn(document.querySelector('form')!, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 600, 400));
  }

  const marked = () =>
    episodes()
      .filter((input) => input.required && input.getAttribute('aria-invalid') === 'true')
      .map((input) => input.value);

  it.each([
    ['no episode', 'buy', true, []],
    ['one episode', 'buy', true, [7]],
    ['one episode, as a gift', 'gift', true, [8]],
    ['all three episodes, on a page without a box for A Kulcs', 'buy', false, [6, 7, 8]],
  ])(
    '%s: scrolls to the bundle over 100 ms, at 500 ms marks the enabled boxes and opens the dialog; never navigates',
    async (_case, button, key, checked) => {
      loadPlaced(
        form({ key }).replace(/value="(\d)"/g, (match, value: string) => (checked.includes(Number(value)) ? `${match} checked` : match)),
      );
      registry.detach(document);
      registry.attach(document);

      expect(click(document.getElementById(button)!)).toEqual({ followed: false });
      vi.advanceTimersByTime(SCROLL_MS / 2);
      expect(scrolls.length).toBeGreaterThan(0);
      expect(scrolls.at(-1)).toBeGreaterThan(0);
      expect(scrolls.at(-1)).toBeLessThan(top);
      // The frame that follows the 100 ms mark lands on the bundle, and the animation stops there.
      vi.advanceTimersByTime(SCROLL_MS / 2 + FRAME);
      expect(scrolls.at(-1)).toBe(top);
      const frames = scrolls.length;
      vi.advanceTimersByTime(HIGHLIGHT_AFTER_MS - SCROLL_MS - FRAME - 1);
      expect(scrolls).toHaveLength(frames);
      expect(marked()).toEqual([]);
      expect(document.querySelector('.kurzus-dialog')).toBeNull();

      vi.advanceTimersByTime(1);
      expect(marked()).toEqual(
        episodes()
          .filter((input) => !input.disabled)
          .map((input) => input.value),
      );
      expect(marked().length).toBeGreaterThan(0);
      vi.useRealTimers();
      const dialog = await screen.findByRole('dialog', { name: 'Válaszd ki az epizódokat' }, { timeout: 5000 });
      expect(dialog.querySelector('.kurzus-dialog__body')!.textContent).toBe(
        'Válassz ki 2 epizódot a csomaghoz, majd kattints újra a vásárlás gombjára.',
      );
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('jumps at once when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    loadPlaced(form());
    click(document.getElementById('buy')!);
    expect(scrolls).toEqual([top]);
    vi.advanceTimersByTime(SCROLL_MS);
    expect(scrolls).toEqual([top]);
  });

  it('loses its highlight on any change, and closing the dialog puts focus on the first box to tick', async () => {
    loadPlaced(form());
    tick(6);
    click(document.getElementById('buy')!);
    vi.advanceTimersByTime(HIGHLIGHT_AFTER_MS);
    vi.useRealTimers();
    expect(marked()).toEqual(['6', '7', '8']);
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Rendben'));
    screen.getByRole('button', { name: 'Rendben' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(boxOf(7));
    tick(7);
    expect(marked()).toEqual([]);
    expect(episodes().some((input) => input.required)).toBe(false);
  });

  it('runs the flow once however often the buttons are pressed while it runs', async () => {
    loadPlaced(form());
    click(document.getElementById('buy')!);
    vi.advanceTimersByTime(200);
    click(document.getElementById('gift')!);
    vi.advanceTimersByTime(HIGHLIGHT_AFTER_MS - 200);
    expect(marked()).toEqual(['6', '7', '8']);
    vi.useRealTimers();
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

it('leaves the form as the server printed it after an unload detach, mid-flow included', () => {
  document.body.innerHTML = form();
  const before = document.body.innerHTML;
  registry.attach(document);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  tick(6, 7);
  tick(7);
  click(document.getElementById('buy')!);
  registry.detach(document);
  vi.advanceTimersByTime(HIGHLIGHT_AFTER_MS);
  expect(document.body.innerHTML).toBe(before);
  expect(boxOf(4).checked).toBe(false);
  expect(document.querySelector('.kurzus-dialog, [data-once]')).toBeNull();
});

describe('odd markup and settings', () => {
  it('warns about a bundle form whose nid is not kurzus.bundle.nid, and its buttons follow their href', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    load(form({ nid: 20 }));
    expect(warn).toHaveBeenCalledWith(`[kurzus] bundle: "data-nid" is 20, not the bundle's nid 19 ("kurzus.bundle.nid"); left as it is.`);
    expect(boxOf(4).checked).toBe(false);
    expect(click(document.getElementById('buy')!)).toEqual({ followed: true });
  });

  it('uses only the first form with the nid: a second one warns and is left as it is', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    load(
      form() +
        form()
          .replaceAll('id="ep-', 'id="second-ep-')
          .replace(/id="(buy|gift)"/g, ''),
    );
    const [first, second] = Array.from(document.querySelectorAll('form'));
    expect(warn).toHaveBeenCalledWith('[kurzus] bundle: "data-nid" 19 is on a second form; only the first one is used.');
    expect(first!.querySelector<HTMLInputElement>('[value="4"]')!.checked).toBe(true);
    expect(second!.querySelector<HTMLInputElement>('[value="4"]')!.checked).toBe(false);
  });

  it('warns about bad bundle settings and uses the defaults', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    settings = { kurzus: { bundle: { combinations: [{ values: [6, 'x'], own: '/a', gift: '/b' }] } } };
    load(form());
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[kurzus\] bundle: "kurzus\.bundle\.combinations" should be a list of object with values, own, gift values but is .*; using \[/,
      ),
    );
    tick(6, 8);
    click(document.getElementById('buy')!);
    expect(assign).toHaveBeenCalledWith('/add-to-cart/7');
  });

  it("lets the bundle's buttons follow their href on a page without the bundle form", () => {
    load('<a id="buy" href="/csomagok/2-plusz-1" data-kurzus="buy" data-nid="19">Megveszem</a>');
    expect(click(document.getElementById('buy')!)).toEqual({ followed: true });
    expect(assign).not.toHaveBeenCalled();
  });
});
