import { defineBehavior } from '#behaviors';
import { mountCounter } from './counter.ts';

/** Animated counters (spec §3, §4, §9): `<span data-kurzus="counter" data-count="1250">1 250</span>`. */
export const counter = defineBehavior({
  name: 'counter',
  mount: mountCounter,
});
