import { defineBehavior } from '#behaviors';

/**
 * Animated counters (spec §3, §4, §9): `<span data-kurzus="counter" data-count="1250">1 250</span>`. The
 * code loads when a counter comes near the viewport; the count starts when it is in it.
 */
export const counter = defineBehavior({
  name: 'counter',
  strategy: 'visible',
  mount: async (element, context) => (await import('./counter.ts')).mountCounter(element, context),
});
