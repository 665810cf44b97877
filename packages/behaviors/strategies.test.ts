import { afterEach, describe, expect, it, vi } from 'vitest';
import { behavior } from '../../tests/support/behavior.ts';
import { viewport } from '../../tests/support/viewport.ts';
import { defineBehavior } from '#behaviors/manifest';
import { defineFeature } from './define.ts';
import { createRegistry } from './registry.ts';
import type { Strategy } from './types.ts';

/** Dispatches a visitor's click (bubbling, cancelable) on the element; whether the page's code prevented its default. */
function prevented(element: Element): boolean {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(click);
  return click.defaultPrevented;
}

function setup(strategy: Strategy, ready: () => Promise<void> = async () => {}, stays?: string) {
  document.body.innerHTML = '<div id="outer"><a href="#target" data-kurzus="lazy"><span>go</span></a></div>';
  // Far down the page, out of sight until a test scrolls to it.
  viewport.place(1000, document.querySelector('a')!);
  const clicks: { defaultPrevented: boolean }[] = [];
  const definition = behavior(
    { name: 'lazy', strategy, ...(stays && { stays }) },
    defineFeature({
      async mount(element, { signal }) {
        await ready();
        element.classList.add('is-mounted');
        element.addEventListener('click', (event) => clicks.push({ defaultPrevented: event.defaultPrevented }), { signal });
      },
    }),
  );
  const registry = createRegistry([definition], () => ({}));
  registry.attach(document);
  const link = document.querySelector('a')!;
  return { link, clicks, registry, mounted: () => link.classList.contains('is-mounted') };
}

afterEach(() => vi.useRealTimers());

describe('eager', () => {
  it('mounts as soon as the code is here', async () => {
    const { registry, mounted } = setup('eager');
    await registry.settled();
    expect(mounted()).toBe(true);
  });
});

describe('idle', () => {
  it('mounts when the browser is idle, and not if detached first', async () => {
    vi.useFakeTimers();
    const first = setup('idle');
    expect(first.mounted()).toBe(false);
    await vi.runAllTimersAsync();
    expect(first.mounted()).toBe(true);

    const second = setup('idle');
    second.registry.detach(document);
    await vi.runAllTimersAsync();
    expect(second.mounted()).toBe(false);
  });

  it('holds a click that comes before the browser was idle, mounts at once and replays it once', async () => {
    vi.useFakeTimers();
    const { link, clicks, mounted } = setup('idle');
    expect(prevented(link.querySelector('span')!)).toBe(true);
    await vi.runAllTimersAsync();
    expect(clicks).toEqual([{ defaultPrevented: false }]);
    expect(mounted()).toBe(true);
  });
});

describe('visible', () => {
  it('mounts when the element comes within 200 px of the viewport, and stops watching it', async () => {
    const { link, registry, mounted } = setup('visible');
    expect(viewport.margins(link)).toEqual(['200px']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    viewport.place(300, link);
    await registry.settled();
    expect(mounted()).toBe(false);
    viewport.place(150, link);
    await vi.waitFor(() => expect(mounted()).toBe(true));
    expect(viewport.margins(link)).toEqual([]);
  });

  it('holds a click that comes before the code, then replays it once, so no click is lost', async () => {
    let release!: () => void;
    const loading = new Promise<void>((resolve) => (release = resolve));
    const { link, clicks } = setup('visible', () => loading);
    const outside = vi.fn();
    document.getElementById('outer')!.addEventListener('click', outside);

    expect(prevented(link.querySelector('span')!)).toBe(true);
    expect(outside).not.toHaveBeenCalled();

    release();
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(outside).toHaveBeenCalledTimes(1);

    link.click();
    expect(clicks).toHaveLength(2);
  });

  it('leaves modified clicks (new tab, new window) to the browser, and starts loading', async () => {
    const { link, registry, mounted } = setup('visible');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await registry.settled();
    expect(mounted()).toBe(true);
  });

  it('holds a modified click on a control it never navigates from (`stays`) as a plain one, and a middle click opens no tab', async () => {
    const { link, clicks } = setup('visible', undefined, '[href="#target"]');
    const middle = new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 });
    link.dispatchEvent(middle);
    expect(middle.defaultPrevented).toBe(true);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks).toEqual([{ defaultPrevented: false }]);
  });

  it('leaves a middle click on a control that navigates to the browser', () => {
    const { link } = setup('visible');
    const middle = new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 });
    link.dispatchEvent(middle);
    expect(middle.defaultPrevented).toBe(false);
  });

  it("leaves a form field's click inside the waiting element to the browser: the box ticks at once", async () => {
    const { link, registry, mounted } = setup('visible');
    link.insertAdjacentHTML('beforeend', '<label><input type="checkbox" id="box"> Kérem</label>');
    const box = document.getElementById('box') as HTMLInputElement;
    box.click();
    expect(box.checked).toBe(true);
    box.closest('label')!.click();
    expect(box.checked).toBe(false);
    // The code started loading all the same.
    await registry.settled();
    expect(mounted()).toBe(true);
    expect(box.checked).toBe(false);
  });

  it('watches nothing once detached', () => {
    const { link, registry } = setup('visible');
    registry.detach(document);
    expect(viewport.margins(link)).toEqual([]);
  });
});

describe('intent', () => {
  it.each([
    [
      'a pointer comes over it',
      (link: Element) => link.firstElementChild!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })),
    ],
    ['focus goes into it', (link: Element) => (link as HTMLElement).focus()],
    ['a touch starts on it', (link: Element) => link.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ])('loads nothing until %s, then mounts', async (_what, reach) => {
    const { link, registry, mounted } = setup('intent');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await registry.settled();
    expect(mounted()).toBe(false);
    reach(link);
    await vi.waitFor(() => expect(mounted()).toBe(true));
  });

  it('holds a click that comes first, mounts at once and replays it once', async () => {
    const { link, clicks, mounted } = setup('intent');
    expect(prevented(link.querySelector('span')!)).toBe(true);
    await vi.waitFor(() => expect(clicks).toEqual([{ defaultPrevented: false }]));
    expect(mounted()).toBe(true);
  });

  it('listens no more once detached', async () => {
    const { link, registry, mounted } = setup('intent');
    registry.detach(document);
    link.focus();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(mounted()).toBe(false);
  });
});

describe('while the page is still loading', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['eager', 'idle', 'visible'] as const)('%s loads no code before the load event', async (strategy) => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = '<a href="#target" data-kurzus="later">go</a>';
    const load = vi.fn(async () => ({ default: defineFeature({ mount: (link) => link.classList.add('is-mounted') }) }));
    createRegistry([defineBehavior({ name: 'later', strategy, load })], () => ({})).attach(document);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a')!.classList.contains('is-mounted')).toBe(true);
  });

  it('a click before the load event is held, and its code loaded at once', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { link, clicks } = setup('idle');
    expect(prevented(link)).toBe(true);
    await vi.waitFor(() => expect(clicks).toEqual([{ defaultPrevented: false }]));
  });
});

/** A behaviour out of sight for good: only a click begins it. */
/** A behaviour out of sight for good, which answers clicks: only a click begins it. */
const farAway = (name: string, click: (event: MouseEvent) => void) => behavior({ name, strategy: 'visible' }, clicking(click));

/** A feature that answers clicks on its elements. */
const clicking = (click: (event: MouseEvent) => void) => defineFeature({ on: { click } });

describe('a click held inside a form that waits for its own behaviour', () => {
  it('is not held for the form, but loads its code too before it is replayed', async () => {
    document.body.innerHTML =
      '<form data-kurzus="order"><a href="#buy" data-kurzus="button">buy</a><button type="button">ok</button></form>';
    viewport.place(1000, document.querySelector('form')!, document.querySelector('a')!);
    const seen: string[] = [];
    const order = farAway('order', () => seen.push('order'));
    const button = farAway('button', (event) => (event.preventDefault(), seen.push('button')));
    const registry = createRegistry([order, button], () => ({}));
    registry.attach(document);
    expect(prevented(document.querySelector('a')!)).toBe(true);
    await vi.waitFor(() => expect(seen).toEqual(['button', 'order']));
    registry.detach(document);

    // A click in the form that no other behaviour holds goes on as it was.
    registry.attach(document);
    expect(prevented(document.querySelector('button')!)).toBe(false);
    registry.detach(document);
  });

  it.each([
    ['answers', '[data-kurzus~="button"]', ['button', 'order'], 'true'],
    ['does not answer', undefined, ['button'], null],
  ])("a click on a mounted control inside it, which the form's behaviour %s", async (_case, answers, first, busy) => {
    document.body.innerHTML = '<form data-kurzus="order"><a href="#buy" data-kurzus="button">buy</a></form>';
    viewport.place(1000, document.querySelector('form')!);
    const seen: string[] = [];
    const order = behavior(
      { name: 'order', strategy: 'visible', ...(answers ? { answers } : {}) },
      clicking(() => seen.push('order')),
    );
    const button = behavior(
      { name: 'button' },
      clicking((event) => (event.preventDefault(), seen.push('button'))),
    );
    const registry = createRegistry([order, button], () => ({}));
    registry.attach(document);
    await registry.settled();
    const link = document.querySelector('a')!;
    // The button is mounted; the form still waits to be seen.
    expect(link.dataset['once']).toBe('kurzus-button');
    prevented(link);
    expect(link.getAttribute('aria-busy')).toBe(busy);
    // Held, it is replayed once the form's code came and mounted, so the form answers the button's click;
    // not held, the button answers it alone, now.
    await vi.waitFor(() => expect(seen).toEqual(first));
    expect(link.hasAttribute('aria-busy')).toBe(false);
    registry.detach(document);
  });
});

describe('a behaviour of the whole page (on body)', () => {
  it('holds no click, and failing to load stops none it was begun along with', async () => {
    document.body.innerHTML = '<a href="#plain">plain</a><a href="#button" data-kurzus="button">button</a>';
    viewport.place(1000, document.body, document.querySelector('[data-kurzus]')!);
    const clicks: string[] = [];
    const pageWide = defineBehavior({
      name: 'page-wide',
      selector: 'body',
      strategy: 'visible',
      load: () => Promise.reject(new Error('offline')),
    });
    const button = farAway('button', (event) => (event.preventDefault(), clicks.push('button')));
    const registry = createRegistry([pageWide, button], () => ({}));
    registry.attach(document);
    expect(prevented(document.querySelector('a')!)).toBe(false);

    expect(prevented(document.querySelector('[data-kurzus="button"]')!)).toBe(true);
    // The page-wide load's five tries pause 1 s in all before it gives up.
    await vi.waitFor(() => expect(clicks).toEqual(['button']), { timeout: 3000 });
    registry.detach(document);
  });
});
