import { defineBehavior } from '#behaviors/manifest';

/** Lazy images and iframes: `data-src` / `data-srcset` load within 500 px of the viewport. */
export const lazy = defineBehavior({
  name: 'lazy',
  element: 'media',
  load: () => import('./lazy.ts'),
});
