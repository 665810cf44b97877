import type { Strategy } from './types.ts';

/**
 * Each strategy decides when `start` runs for one element and returns how to call that off.
 * `start` resolves once the behaviour has mounted.
 */
type Schedule = (element: HTMLElement, start: () => Promise<void>) => () => void;

const eager: Schedule = (_element, start) => {
  void start();
  return () => {};
};

const idle: Schedule = (_element, start) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => void start(), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => void start(), 1);
  return () => window.clearTimeout(handle);
};

// One observer for every element waiting to be seen (cheaper than one per element).
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const start = waiting.get(entry.target);
        if (!entry.isIntersecting || !start) continue;
        forget(entry.target);
        start();
      }
    },
    { rootMargin: '200px' },
  );
  return observer;
}

function forget(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
  if (waiting.size === 0) {
    observer?.disconnect();
    observer = undefined;
  }
}

const visible: Schedule = (element, start) => {
  if (typeof IntersectionObserver !== 'function') return eager(element, start);
  waiting.set(element, () => void start());
  sharedObserver().observe(element);
  return () => forget(element);
};

/** A left click without modifier keys: one a page may take over; the others (new tab, download) are the browser's. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

const interaction: Schedule = (element, start) => {
  const controller = new AbortController();
  const { signal } = controller;
  let mounted: Promise<void> | undefined;
  // Until the behaviour has mounted these listeners stay; after that they are gone.
  const begin = () => (mounted ??= start().finally(() => controller.abort()));
  for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) {
    element.addEventListener(type, () => void begin(), { signal, passive: true });
  }
  element.addEventListener(
    'click',
    (event) => {
      if (!isPlainClick(event)) return void begin();
      // Hold the click until the code is there, then replay it, so handlers outside see it once, mounted.
      event.preventDefault();
      event.stopPropagation();
      const target = event.target instanceof Element && element.contains(event.target) ? event.target : element;
      void begin().then(() => {
        if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
      });
    },
    { signal, capture: true },
  );
  return () => controller.abort();
};

export const strategies: Record<Strategy, Schedule> = { eager, idle, visible, interaction };
