import { defineBehavior } from '#behaviors/manifest';

/**
 * Layout containers: `data-desktop-class` at a window width of `kurzus.breakpoint` (992) px or more,
 * `data-mobile-class` below.
 */
export const responsiveContainer = defineBehavior({
  name: 'responsive-container',
  load: () => import('./responsive-container.ts'),
});
