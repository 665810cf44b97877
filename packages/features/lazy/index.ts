import { defineBehavior } from '#behaviors';
import { lazySettings, mountLazy } from './lazy.ts';

/** Lazy images and iframes (spec §9): `data-src` / `data-srcset` load within 500 px of the viewport. */
export const lazy = defineBehavior({
  name: 'lazy',
  settings: lazySettings,
  mount: mountLazy,
});
