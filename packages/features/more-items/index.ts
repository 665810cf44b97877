import { defineBehavior } from '#behaviors/manifest';

/**
 * The 'more items' link: shows or hides the extra field items (`[data-extra]`) of its layout section (the
 * closest `.layout`) and swaps its label between `data-text-more` and `data-text-less`. Its code loads when
 * the link comes near the viewport; a click before that is held and replayed, so the page never jumps.
 */
export const moreItems = defineBehavior({
  name: 'more-items',
  element: 'link',
  strategy: 'visible',
  load: () => import('./more-items.ts'),
});
