import type { Page } from 'playwright-core';

declare global {
  interface Window {
    /** What is alive now: listeners, timers, observers that observe, React containers. */
    __alive?: () => Record<string, number>;
  }
}

/** Counts what is added and not taken away again: listeners (removed or aborted), timers, frames, observers. */
export async function instrument(page: Page) {
  await page.addInitScript(() => {
    const listeners = new Map<string, number>();
    const keyOf = new WeakMap<object, number>();
    let nextKey = 0;
    const idOf = (value: object) => keyOf.get(value) ?? (keyOf.set(value, ++nextKey), nextKey);
    const key = (target: EventTarget, type: string, listener: unknown, options: unknown) =>
      `${idOf(target)}:${type}:${typeof listener === 'object' || typeof listener === 'function' ? idOf(listener as object) : 0}:${typeof options === 'boolean' ? options : Boolean((options as AddEventListenerOptions | undefined)?.capture)}`;
    const { addEventListener, removeEventListener } = EventTarget.prototype;
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      if (listener) {
        const id = key(this, type, listener, options);
        listeners.set(id, 1);
        const signal = typeof options === 'object' ? options.signal : undefined;
        signal?.addEventListener('abort', () => listeners.delete(id), { once: true } as AddEventListenerOptions);
        if (typeof options === 'object' && options.once) addEventListener.call(this, type, () => listeners.delete(id), { once: true });
      }
      return addEventListener.call(this, type, listener, options);
    };
    EventTarget.prototype.removeEventListener = function (type, listener, options) {
      if (listener) listeners.delete(key(this, type, listener, options));
      return removeEventListener.call(this, type, listener, options);
    };

    const timers = new Set<number>();
    const frames = new Set<number>();
    const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop, requestAnimationFrame: frame, cancelAnimationFrame: cancel } = window;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id: number = set(
        (...args: unknown[]) => {
          timers.delete(id);
          if (typeof handler === 'function') handler(...args);
        },
        ms,
        ...rest,
      );
      timers.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => (id !== undefined && timers.delete(id), clear(id))) as typeof window.clearTimeout;
    window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id = every(handler, ms, ...rest);
      timers.add(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => (id !== undefined && timers.delete(id), stop(id))) as typeof window.clearInterval;
    window.requestAnimationFrame = (callback) => {
      const id = frame((time) => (frames.delete(id), callback(time)));
      frames.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id) => (frames.delete(id), cancel(id));

    const observing = new Set<object>();
    for (const name of ['MutationObserver', 'IntersectionObserver', 'ResizeObserver'] as const) {
      const Original = window[name] as unknown as { prototype: { observe(...args: unknown[]): void; disconnect(): void } };
      const { observe, disconnect } = Original.prototype;
      Original.prototype.observe = function (...args: unknown[]) {
        observing.add(this);
        return observe.apply(this, args);
      };
      Original.prototype.disconnect = function () {
        observing.delete(this);
        return disconnect.call(this);
      };
    }

    window.__alive = () => ({
      listeners: listeners.size,
      timers: timers.size,
      frames: frames.size,
      observers: observing.size,
      islandContainers: document.querySelectorAll('[data-kurzus-islands]').length,
      reactPortals: document.querySelectorAll('body > [data-kurzus-islands] ~ div, .kurzus-overlay, .kurzus-dialog').length,
      bodyChildren: document.body.children.length,
    });
  });
}

/** Runs `count` cycles in the page: detach (unload), replace the main region, attach. */
export const cycle = (page: Page, count: number) =>
  page.evaluate((count) => {
    const kurzus = (window as unknown as { Kurzus: { attach(context?: Element): void; detach(context?: Element, settings?: object, trigger?: string): void } }).Kurzus;
    const main = document.querySelector('main')!;
    const original = main.innerHTML;
    for (let index = 0; index < count; index++) {
      kurzus.detach(main, undefined, 'unload');
      main.innerHTML = original;
      kurzus.attach(main);
    }
  }, count);

export async function settledHeap(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await page.waitForTimeout(1500);
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

