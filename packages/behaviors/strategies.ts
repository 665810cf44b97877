import type { Strategy } from './types.ts';
import type { Viewport } from './viewport.ts';

/**
 * When a batch of waiting elements starts: each strategy calls `start(elements)` at its moment and
 * returns how to call it off for one element (detached before it started).
 */
type Schedule = (elements: readonly Element[], start: (elements: Element[]) => void, viewport: Viewport) => (element: Element) => void;

const eager: Schedule = (elements, start) => {
  start([...elements]);
  return () => {};
};

/** The browser's idle time; Safari (a build target) has no requestIdleCallback, so the next task there. */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 1);
}

const idle: Schedule = (elements, start) => {
  const batch = new Set(elements);
  whenIdle(() => {
    if (batch.size > 0) start([...batch]);
    batch.clear();
  });
  return (element) => batch.delete(element);
};

const visible: Schedule = (elements, start, viewport) => {
  const stops = new Map(elements.map((element) => [element, viewport.near(element, 200, () => start([element]))]));
  return (element) => stops.get(element)?.();
};

export const schedules: Record<Strategy, Schedule> = { eager, idle, visible };
