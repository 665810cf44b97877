import { defineBehavior } from '#behaviors/manifest';

/** The body's scroll marker: `scrolled-to-top` near the top of the page, `scrolled-to-down` beyond. */
export const scrollMarker = defineBehavior({
  name: 'scroll-marker',
  selector: 'body',
  load: () => import('./scroll-marker.ts'),
});
