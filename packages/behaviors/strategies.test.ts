import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineBehavior } from './legacy.ts';
import { createRegistry } from './registry.ts';
import type { Strategy } from './types.ts';

function setup(strategy: Strategy, load: () => Promise<void> = async () => {}) {
  document.body.innerHTML = '<div id="outer"><a href="#target" data-kurzus="lazy"><span>go</span></a></div>';
  const clicks: { defaultPrevented: boolean }[] = [];
  const definition = defineBehavior({
    name: 'lazy',
    strategy,
    async mount(element, { signal }) {
      await load();
      element.classList.add('is-mounted');
      element.addEventListener('click', (event) => clicks.push({ defaultPrevented: event.defaultPrevented }), { signal });
    },
  });
  const registry = createRegistry([definition], () => ({}));
  registry.attach(document);
  return { link: document.querySelector('a')!, clicks, registry };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('eager', () => {
  it('mounts during attach', async () => {
    const { link } = setup('eager');
    await vi.waitFor(() => expect(link.classList.contains('is-mounted')).toBe(true));
  });
});

describe('idle', () => {
  it('mounts when the browser is idle, and not if detached first', async () => {
    vi.useFakeTimers();
    const first = setup('idle');
    expect(first.link.classList.contains('is-mounted')).toBe(false);
    await vi.runAllTimersAsync();
    expect(first.link.classList.contains('is-mounted')).toBe(true);

    const second = setup('idle');
    second.registry.detach(document);
    await vi.runAllTimersAsync();
    expect(second.link.classList.contains('is-mounted')).toBe(false);
  });

  it('holds a click that comes before the browser was idle, mounts at once and replays it once', async () => {
    vi.useFakeTimers();
    const { link, clicks } = setup('idle');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.runAllTimersAsync();
    expect(clicks).toEqual([{ defaultPrevented: false }]);
    expect(link.classList.contains('is-mounted')).toBe(true);
  });
});

describe('visible', () => {
  it('mounts when the element comes near the viewport, through one shared observer', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets = new Set<Element>();
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.add(target);
        }
        unobserve(target: Element) {
          this.targets.delete(target);
        }
        disconnect() {
          this.targets.clear();
        }
      },
    );
    const { link } = setup('visible');
    expect(observers).toHaveLength(1);
    expect(link.classList.contains('is-mounted')).toBe(false);
    const observer = observers[0]!;
    observer.callback([{ target: link, isIntersecting: true } as unknown as IntersectionObserverEntry], observer as never);
    await vi.waitFor(() => expect(link.classList.contains('is-mounted')).toBe(true));
    expect(observer.targets.size).toBe(0);
  });
});

describe('interaction', () => {
  it('loads on hover or focus, without holding anything', async () => {
    const { link } = setup('interaction');
    expect(link.classList.contains('is-mounted')).toBe(false);
    link.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(link.classList.contains('is-mounted')).toBe(true));
  });

  it('holds a click that comes before the code, then replays it once, so no click is lost', async () => {
    let release!: () => void;
    const loading = new Promise<void>((resolve) => (release = resolve));
    const { link, clicks } = setup('interaction', () => loading);
    const outside = vi.fn();
    document.getElementById('outer')!.addEventListener('click', outside);

    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.querySelector('span')!.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(outside).not.toHaveBeenCalled();

    release();
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(outside).toHaveBeenCalledTimes(1);

    link.click();
    expect(clicks).toHaveLength(2);
  });

  it('leaves modified clicks (new tab, new window) to the browser', () => {
    const { link } = setup('interaction', () => new Promise(() => {}));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
