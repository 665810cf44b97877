import { defineBehavior } from '#behaviors/manifest';

/**
 * Animated counters: `<span data-kurzus="counter" data-count="1250">1 250</span>`. The code loads when a
 * counter comes near the viewport; the count starts when it is in it.
 */
export const counter = defineBehavior({
  name: 'counter',
  strategy: 'visible',
  load: () => import('./counter.ts'),
});
