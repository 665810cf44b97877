import { throttle } from './throttle.ts';

interface Shared {
  observer: IntersectionObserver;
  waiting: Map<Element, () => void>;
}

/** One observer per distance for every element waiting to come near (cheaper than one per element). */
const observers = new Map<number, Shared>();

function forget(threshold: number, target: Element): void {
  const shared = observers.get(threshold);
  if (!shared) return;
  shared.waiting.delete(target);
  shared.observer.unobserve(target);
  if (shared.waiting.size > 0) return;
  shared.observer.disconnect();
  observers.delete(threshold);
}

function sharedObserver(threshold: number): Shared {
  let shared = observers.get(threshold);
  if (shared) return shared;
  const waiting = new Map<Element, () => void>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const run = waiting.get(entry.target);
        if (!entry.isIntersecting || !run) continue;
        forget(threshold, entry.target);
        run();
      }
    },
    // The viewport grown by `threshold` on every side: jQuery Lazy's loadable area.
    { rootMargin: `${threshold}px` },
  );
  observers.set(threshold, (shared = { observer, waiting }));
  return shared;
}

function observe(element: Element, threshold: number, run: () => void): () => void {
  const { observer, waiting } = sharedObserver(threshold);
  waiting.set(element, run);
  observer.observe(element);
  return () => forget(threshold, element);
}

/** jQuery Lazy's loadable area: within `threshold` px of the viewport, both ways, strict comparisons. */
function isNear(element: Element, threshold: number): boolean {
  const rect = element.getBoundingClientRect();
  return (
    rect.top < window.innerHeight + threshold &&
    rect.bottom > -threshold &&
    rect.left < window.innerWidth + threshold &&
    rect.right > -threshold
  );
}

/**
 * Without IntersectionObserver: jQuery Lazy's way, a look on scroll and resize, throttled. The first look is
 * in a frame: during attach a layout read would force a layout of the whole page.
 */
function poll(element: Element, threshold: number, wait: number, run: () => void, frame: Frame): () => void {
  const controller = new AbortController();
  const check = throttle(() => {
    if (!isNear(element, threshold)) return;
    stop();
    run();
  }, wait);
  const cancelFirst = frame(check);
  const stop = () => {
    controller.abort();
    check.cancel();
    cancelFirst();
  };
  for (const type of ['scroll', 'resize'] as const) window.addEventListener(type, check, { passive: true, signal: controller.signal });
  return stop;
}

/** Runs a function in the next frame; returns what cancels it. */
type Frame = (run: () => void) => () => void;

/**
 * Runs `run` once, when the element first comes within `threshold` px of the viewport. Returns how to stop
 * waiting. `throttle` applies only where the browser has no IntersectionObserver and scroll events are used.
 */
export function whenNear(
  element: Element,
  { threshold, throttle: wait }: { threshold: number; throttle: number },
  run: () => void,
  frame: Frame,
): () => void {
  return typeof IntersectionObserver === 'function' ? observe(element, threshold, run) : poll(element, threshold, wait, run, frame);
}
