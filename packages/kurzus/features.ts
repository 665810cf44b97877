import type { BehaviorDefinition } from '#behaviors';
import { ticket } from '../features/ticket/index.ts';
import { moreItems } from '../features/more-items/index.ts';
import { offcanvas } from '../features/offcanvas/index.ts';
import { equalHeights } from '../features/equal-heights/index.ts';
import { slider } from '../features/slider/index.ts';

/** Every feature of the bundle, in attach order. A new feature is one import and one entry here. */
export const features: readonly BehaviorDefinition[] = [ticket, moreItems, offcanvas, equalHeights, slider];
