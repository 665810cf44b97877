// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../browser/support.ts';
import { serveChanged } from './serve.ts';

/**
 * 1,000 detach/attach cycles of a page with the features of the courses, gallery and packages pages, its
 * main region replaced each time as an in-page update replaces it: afterwards the JS heap (after a forced collection) is within 1 MB of where it was, and as many listeners,
 * timers, observers and React containers are alive as before.
 */
const open = useBrowser();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CYCLES = 1000;
const mainOf = (file: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(readFileSync(path.join(root, 'fixtures', file), 'utf8'))![1]!;

declare global {
  interface Window {
    /** What is alive now: listeners, timers, observers that observe, React containers. */
    __alive?: () => Record<string, number>;
  }
}

/** Counts what is added and not taken away again: listeners (removed or aborted), timers, frames, observers. */
async function instrument(page: Page) {
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
const cycle = (page: Page, count: number) =>
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

async function settledHeap(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await page.waitForTimeout(1500);
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

describe.each([
  ['standalone', ''],
  ['under a Drupal-like host', '?host=drupal'],
])(`${CYCLES} detach/attach cycles, %s`, (host, query) => {
  it('leave the heap within 1 MB and no listener, timer, observer or React container behind', { timeout: 120_000 }, async () => {
    const { page, logs } = await open('about:blank', { viewport: { width: 1280, height: 900 }, before: instrument });
    await serveChanged(page, '/fixtures/courses.html', { markup: `<div class="ciklus-galeria">${mainOf('gallery.html')}</div><div class="ciklus-csomagok">${mainOf('packages.html')}</div>` });
    await page.goto('/fixtures/courses.html' + query);
    await page.waitForFunction(() => 'Kurzus' in window && document.querySelector('[data-once]') !== null);
    // Warm up: every lazy chunk the cycles need is loaded, React's root made once.
    await cycle(page, 30);
    const heapBefore = await settledHeap(page);
    const aliveBefore = await page.evaluate(() => window.__alive!());

    await cycle(page, CYCLES);
    const heapAfter = await settledHeap(page);
    const aliveAfter = await page.evaluate(() => window.__alive!());

    const growth = heapAfter - heapBefore;
    console.log(`[${host}] ${CYCLES} attach/detach cycles: JS heap ${(heapBefore / 1048576).toFixed(2)} MB → ${(heapAfter / 1048576).toFixed(2)} MB (${growth >= 0 ? '+' : ''}${(growth / 1024).toFixed(1)} KB); alive before ${JSON.stringify(aliveBefore)}, after ${JSON.stringify(aliveAfter)}`);
    expect(growth).toBeLessThan(1024 * 1024);
    expect(aliveAfter).toEqual(aliveBefore);
    expect(logs.filter((log) => log.type === 'pageerror')).toEqual([]);
  });
});
