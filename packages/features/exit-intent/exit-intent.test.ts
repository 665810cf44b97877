import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BehaviorDefinition, type DrupalSettings } from '#behaviors';
import { createRegistry } from '#behaviors/manifest';
import { dialogOpener } from '../../../tests/support/behavior.ts';
import { exitIntent } from './index.ts';

const block = `
  <p><a id="before" href="/kurzusok">Kurzusok</a></p>
  <div id="ouibounce-exit-modal">
    <div class="underlay"></div>
    <div class="modal">
      <div class="modal-title"><h3>Várj még egy pillanatra!</h3></div>
      <div class="modal-body"><p>Iratkozz fel, és küldünk egy ingyenes epizódot.</p><a id="offer" href="/ajandek">Kérem az ajándékot</a></div>
      <div class="modal-footer"><p>Köszönöm, nem kérem</p></div>
    </div>
  </div>`;

const root = () => document.getElementById('ouibounce-exit-modal')!;
const isOpen = () => root().classList.contains('is-open');
let cookieWrites: string[];
let detach = () => {};

/** Attaches the block, and waits until it is mounted (when the page is idle, with its code loaded). */
async function start(exit_intent: Record<string, unknown> = {}, extra = '', others: BehaviorDefinition[] = []) {
  document.body.innerHTML = block + extra;
  const settings: DrupalSettings = { kurzus: { exit_intent } };
  const registry = createRegistry([exitIntent, ...others], () => settings);
  registry.attach(document);
  detach = () => registry.detach(document);
  await mounted();
}
async function mounted() {
  await vi.advanceTimersByTimeAsync(1);
  await vi.dynamicImportSettled();
}

/** The pointer leaves the window at this height (a real top exit gives a clientY of 0 or less). */
const leave = (clientY = -5) => document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY }));
/** Leaves through the top, and says whether the modal shows once that is handled. */
async function leaveShows(): Promise<boolean> {
  leave();
  await advance(0);
  return isOpen();
}
const comeBack = () => document.documentElement.dispatchEvent(new MouseEvent('mouseenter', { clientY: 10 }));
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
/** Scrolls to `y`, and says whether the modal shows once that is handled. */
async function scrollShows(y: number): Promise<boolean> {
  scrollTo(y);
  await advance(0);
  return isOpen();
}
function pointer(coarse: boolean) {
  window.matchMedia = vi.fn((query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query }) as MediaQueryList);
}
/** The cookie attributes of the one write, by name. */
function written(): Record<string, string> {
  expect(cookieWrites).toHaveLength(1);
  return Object.fromEntries(cookieWrites[0]!.split('; ').map((part) => part.split('=') as [string, string]));
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
  cookieWrites = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document),
    set: (value: string) => {
      cookieWrites.push(value);
      descriptor.set!.call(document, value);
    },
  });
  pointer(false);
});

afterEach(() => {
  detach();
  for (const name of ['viewedOuibounceModal', 'kilepo']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  Reflect.deleteProperty(document, 'cookie');
  Reflect.deleteProperty(window, 'scrollY');
  vi.useRealTimers();
});

describe('leaving through the top', () => {
  it.each([
    ['shows the modal only once `timer` ms (1000 by default) have passed', {}, 1000],
    ['honours a timer setting', { timer: 3000 }, 3000],
  ])('%s', async (_, settings, timer) => {
    await start(settings);
    await advance(timer - 1);
    expect(await leaveShows()).toBe(false);
    await advance(1);
    expect(await leaveShows()).toBe(true);
  });

  it.each([
    [{}, 20, true],
    [{}, 21, false],
    [{ sensitivity: 50 }, 50, true],
    [{ sensitivity: 50 }, 51, false],
    [{ sensitivity: 0 }, 0, true],
  ])('with %j, leaving at clientY %i shows it: %s', async (settings, clientY, shows) => {
    await start(settings);
    await advance(1000);
    leave(clientY);
    await advance(0);
    expect(isOpen()).toBe(shows);
  });

  it('waits `delay` ms, and a pointer coming back before then cancels', async () => {
    await start({ delay: 500 });
    await advance(1000);
    leave();
    await advance(300);
    comeBack();
    await advance(1000);
    expect(isOpen()).toBe(false);
    leave();
    await advance(499);
    expect(isOpen()).toBe(false);
    await advance(1);
    expect(isOpen()).toBe(true);
  });

  it('is the one modal: not over a dialog the visitor has open, and a dialog opened later closes it', async () => {
    // Another feature's dialog, open as the page starts and at each click.
    const opens = dialogOpener({ atStart: true });
    await start({ aggressive_mode: true }, '<button type="button" data-kurzus="opens-dialog">Párbeszéd</button>', [opens.definition]);
    await advance(1000);
    expect(await leaveShows()).toBe(false);
    opens.current().close();
    expect(await leaveShows()).toBe(true);
    document.querySelector<HTMLElement>('[data-kurzus="opens-dialog"]')!.click();
    expect(isOpen()).toBe(false);
    opens.current().close();
  });

  it('shows once per page, even in aggressive mode', async () => {
    await start({ aggressive_mode: true });
    await advance(1000);
    leave();
    await advance(0);
    document.querySelector<HTMLElement>('.underlay')!.click();
    leave();
    await advance(1000);
    expect(isOpen()).toBe(false);
  });
});

describe('the cookie', () => {
  it('is `viewedOuibounceModal=true` for the whole site, 30 days, by default, and then it shows no more', async () => {
    await start();
    await advance(1000);
    leave();
    await advance(0);
    expect(written()).toEqual({ viewedOuibounceModal: 'true', path: '/', expires: 'Mon, 21 Dec 2026 12:00:01 GMT' });
    expect(document.cookie).toBe('viewedOuibounceModal=true');

    detach();
    await start();
    await advance(1000);
    expect(await leaveShows()).toBe(false);
  });

  it('takes its name, expiry, domain and path from the settings', async () => {
    await start({ cookie_name: 'kilepo', cookie_expiration: 7, cookie_domain: 'localhost', sitewide_cookie: false });
    await advance(1000);
    leave();
    await advance(0);
    expect(written()).toEqual({ kilepo: 'true', expires: 'Sat, 28 Nov 2026 12:00:01 GMT', domain: 'localhost' });
  });

  it('is a session cookie with an expiry of 0 days', async () => {
    await start({ cookie_expiration: 0 });
    await advance(1000);
    leave();
    await advance(0);
    expect(written()).toEqual({ viewedOuibounceModal: 'true', path: '/' });
  });

  it('is ignored in aggressive mode', async () => {
    document.cookie = 'viewedOuibounceModal=true; path=/';
    await start({ aggressive_mode: true });
    await advance(1000);
    expect(await leaveShows()).toBe(true);
  });

  it('set in the meantime (another tab) stops the modal', async () => {
    await start({ delay: 200 });
    await advance(1000);
    leave();
    document.cookie = 'viewedOuibounceModal=true; path=/';
    await advance(200);
    expect(isOpen()).toBe(false);
  });
});

describe('the cookie-consent overlay', () => {
  const overlay =
    '<div id="sliding-popup" class="sliding-popup-bottom"><p>Sütiket használunk.</p><button type="button">Elfogadom</button></div>';

  it('holds the modal back while it is shown, and lets it be once it is hidden', async () => {
    await start({}, overlay);
    await advance(5000);
    expect(await leaveShows()).toBe(false);

    document.getElementById('sliding-popup')!.style.display = 'none';
    await advance(999);
    expect(await leaveShows()).toBe(false);
    await advance(1);
    expect(await leaveShows()).toBe(true);
  });

  it('also when its script adds it after this one, and until it is removed', async () => {
    await start();
    document.body.insertAdjacentHTML('afterbegin', overlay);
    await advance(1000);
    expect(await leaveShows()).toBe(false);

    document.getElementById('sliding-popup')!.remove();
    await advance(1000);
    expect(await leaveShows()).toBe(true);
  });

  it('is found by the consent_selector setting', async () => {
    await start({ consent_selector: '.cookie-banner' }, '<div class="cookie-banner">Sütik</div><div id="sliding-popup"></div>');
    await advance(1000);
    expect(await leaveShows()).toBe(false);
  });
});

describe('the custom behaviour', () => {
  it('1: shows on the first upward scroll', async () => {
    await start({ custom_behavior: 1 });
    await advance(1000);
    scrollTo(400);
    expect(await scrollShows(800)).toBe(false);
    expect(await scrollShows(790)).toBe(true);
  });

  it('2: shows after custom_behavior_delay ms of watching', async () => {
    await start({ custom_behavior: 2, custom_behavior_delay: 5000 });
    await advance(1000 + 4999);
    expect(isOpen()).toBe(false);
    // A zero delay is the next task: a fake timer set inside another runs 1 ms later.
    await advance(2);
    expect(isOpen()).toBe(true);
  });

  it('0: neither scrolling up nor waiting shows it', async () => {
    await start({ custom_behavior_delay: 10 });
    await advance(1000);
    scrollTo(800);
    scrollTo(100);
    await advance(60_000);
    expect(isOpen()).toBe(false);
  });

  it.each([
    [false, false],
    [true, true],
  ])('with custom_behavior_touch, on a touch device %s, runs: %s', async (touch, runs) => {
    pointer(touch);
    await start({ custom_behavior: 2, custom_behavior_delay: 100, custom_behavior_touch: true });
    await advance(1101);
    expect(isOpen()).toBe(runs);
  });

  it('without custom_behavior_touch, runs on devices with a mouse too', async () => {
    await start({ custom_behavior: 2, custom_behavior_delay: 100, custom_behavior_touch: 0 });
    await advance(1101);
    expect(isOpen()).toBe(true);
  });
});

describe('the open modal', () => {
  async function open() {
    document.getElementById('before')!.focus();
    await advance(1000);
    leave();
    await advance(0);
    await vi.dynamicImportSettled();
    await advance(10);
  }

  it('is a modal dialog named by its title, with focus inside', async () => {
    await start();
    await open();
    const modal = root().querySelector('.modal')!;
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(modal.getAttribute('aria-labelledby')!)!.textContent).toBe('Várj még egy pillanatra!');
    expect(document.activeElement).toBe(document.getElementById('offer'));
    expect(root().querySelector('button')!.getAttribute('aria-label')).toBe('Bezárás');
  });

  it.each([
    ['the backdrop', () => document.querySelector<HTMLElement>('.underlay')!.click()],
    ['the footer', () => document.querySelector<HTMLElement>('.modal-footer p')!.click()],
    ['the close button', () => document.querySelector<HTMLElement>('.kurzus-exit-intent__close')!.click()],
    ['Esc', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
  ])('closes with %s and gives focus back', async (_how, close) => {
    await start();
    await open();
    close();
    await advance(10);
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(document.getElementById('before'));
  });

  it('takes focus and closes with Esc as soon as it shows, before its focus code has come', async () => {
    await start();
    document.getElementById('before')!.focus();
    await advance(1000);
    leave();
    // In the same task as it shows: no import has settled yet.
    vi.advanceTimersByTime(0);
    expect(isOpen()).toBe(true);
    expect(root().contains(document.activeElement)).toBe(true);
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(document.getElementById('before'));
    await vi.dynamicImportSettled();
    await advance(10);
    expect(isOpen()).toBe(false);
  });

  it('stays open on clicks inside the dialog', async () => {
    await start();
    await open();
    document.querySelector<HTMLElement>('.modal-body p')!.click();
    document.querySelector<HTMLElement>('.modal-title')!.click();
    expect(isOpen()).toBe(true);
  });

  it('is taken down by an unload detach, leaving the markup as the server printed it', async () => {
    document.body.innerHTML = block;
    const printed = root().outerHTML;
    await start();
    await open();
    detach();
    expect(root().outerHTML).toBe(printed);
    leave();
    await advance(1000);
    expect(isOpen()).toBe(false);
  });
});

describe('bad settings and markup', () => {
  it('warns about each bad key and uses its default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start({ sensitivity: 'sok', custom_behavior: 3, consent_selector: '##', cookie_name: ' ' });
    expect(warn).toHaveBeenCalledWith(
      '[kurzus] exit-intent: "kurzus.exit_intent.sensitivity" should be a number of at least 0 but is "sok"; using 20.',
    );
    expect(warn).toHaveBeenCalledWith(
      '[kurzus] exit-intent: "kurzus.exit_intent.custom_behavior" should be a number of at least 0 of at most 2 but is 3; using 0.',
    );
    expect(warn).toHaveBeenCalledWith(
      '[kurzus] exit-intent: "kurzus.exit_intent.consent_selector" should be a CSS selector but is "##"; using "#sliding-popup".',
    );
    expect(warn).toHaveBeenCalledWith(
      '[kurzus] exit-intent: "kurzus.exit_intent.cookie_name" should be a non-empty string but is " "; using "viewedOuibounceModal".',
    );
    await advance(1000);
    leave(20);
    await advance(0);
    expect(isOpen()).toBe(true);
    expect(written()).toMatchObject({ viewedOuibounceModal: 'true' });
  });

  it('warns and does nothing without a .modal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div id="ouibounce-exit-modal"><p>Üres</p></div>';
    createRegistry([exitIntent], () => ({})).attach(document);
    await mounted();
    expect(warn).toHaveBeenCalledWith('[kurzus] exit-intent: "element" should contain the exit modal (.modal); left as it is.');
  });
});
