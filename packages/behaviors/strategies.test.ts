import { afterEach, describe, expect, it, vi } from 'vitest';
import { behavior } from '../../tests/support/behavior.ts';
import { viewport } from '../../tests/support/viewport.ts';
import { defineFeature } from './define.ts';
import { createRegistry } from './registry.ts';
import type { Strategy } from './types.ts';

function setup(strategy: Strategy, ready: () => Promise<void> = async () => {}) {
  document.body.innerHTML = '<div id="outer"><a href="#target" data-kurzus="lazy"><span>go</span></a></div>';
  // Far down the page, out of sight until a test scrolls to it.
  viewport.place(1000, document.querySelector('a')!);
  const clicks: { defaultPrevented: boolean }[] = [];
  const definition = behavior(
    { name: 'lazy', strategy },
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
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
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

  it('leaves modified clicks (new tab, new window) to the browser, and starts loading', async () => {
    const { link, registry, mounted } = setup('visible');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await registry.settled();
    expect(mounted()).toBe(true);
  });

  it('watches nothing once detached', () => {
    const { link, registry } = setup('visible');
    registry.detach(document);
    expect(viewport.margins(link)).toEqual([]);
  });
});
