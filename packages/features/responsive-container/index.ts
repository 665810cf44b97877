import { defineBehavior } from '#behaviors';
import { breakpointSettings, mountResponsiveContainer } from './responsive-container.ts';

/**
 * Layout containers (spec §2, §9): `data-desktop-class` at a window width of `kurzus.breakpoint` (992) px
 * or more, `data-mobile-class` below.
 */
export const responsiveContainer = defineBehavior({
  name: 'responsive-container',
  settings: breakpointSettings,
  mount: mountResponsiveContainer,
});
