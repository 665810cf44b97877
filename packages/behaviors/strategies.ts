import type { Strategy } from './types.ts';

/**
 * When a batch of waiting elements starts: each strategy calls `start(elements)` at its moment and
 * returns how to call it off for one element (detached before it started). `eager` and `interaction`
 * schedule nothing here: eager starts at once, interaction waits for the held-click and pointer listeners.
 */
type Schedule = (elements: readonly Element[], start: (elements: Element[]) => void) => (element: Element) => void;

const now: Schedule = (elements, start) => {
  start([...elements]);
  return () => {};
};

const never: Schedule = () => () => {};

const idle: Schedule = (elements, start) => {
  const batch = new Set(elements);
  const run = () => {
    if (batch.size > 0) start([...batch]);
    batch.clear();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 1);
  return (element) => batch.delete(element);
};

// One observer for every element waiting to be seen (cheaper than one per element).
const seen = new Map<Element, (elements: Element[]) => void>();
let observer: IntersectionObserver | undefined;

function forget(element: Element): void {
  if (!seen.delete(element)) return;
  observer?.unobserve(element);
  if (seen.size === 0) {
    observer?.disconnect();
    observer = undefined;
  }
}

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const start = seen.get(entry.target);
        if (!entry.isIntersecting || !start) continue;
        forget(entry.target);
        start([entry.target]);
      }
    },
    { rootMargin: '200px' },
  );
  return observer;
}

const visible: Schedule = (elements, start) => {
  if (typeof IntersectionObserver !== 'function') return now(elements, start);
  for (const element of elements) {
    seen.set(element, start);
    sharedObserver().observe(element);
  }
  return forget;
};

export const schedules: Record<Strategy, Schedule> = { eager: now, idle, visible, interaction: never };
