import type { Strategy } from './types.ts';
import type { Runtime } from './runtime.ts';

/**
 * When a batch of waiting elements starts: each strategy calls `start(elements)` at its moment and
 * returns how to call it off for one element (detached before it started).
 */
type Schedule = (
  elements: readonly Element[],
  start: (elements: Element[]) => void,
  runtime: Pick<Runtime, 'viewport' | 'delegation'>,
) => (element: Element) => void;

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

const visible: Schedule = (elements, start, { viewport }) => {
  const stops = new Map(elements.map((element) => [element, viewport.near(element, 200, () => start([element]))]));
  return (element) => stops.get(element)?.();
};

/**
 * A visitor about to use the element: a pointer over it, focus in it, a touch on it. On the registry's
 * delegated listeners (capture: before the page's own handlers), so a waiting element adds none of its own.
 */
const intent: Schedule = (elements, start, { delegation }) => {
  const stops = new Map<Element, () => void>();
  for (const element of elements) {
    const begin = () => (stop(), start([element]));
    const offs = ['pointerover', 'focusin', 'touchstart'].map((type) => delegation.on(element, type, begin, true));
    const stop = () => offs.forEach((off) => off());
    stops.set(element, stop);
  }
  return (element) => stops.get(element)?.();
};

export const schedules: Record<Strategy, Schedule> = { eager, idle, visible, intent };
