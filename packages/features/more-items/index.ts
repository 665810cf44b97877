import { defineBehavior } from '#behaviors';

/**
 * The 'more items' link (spec §2, §4): shows or hides the extra field items (`[data-extra]`) of its layout
 * section (the closest `.layout`) and swaps its label between `data-text-more` and `data-text-less`.
 */
export const moreItems = defineBehavior({
  name: 'more-items',
  // Its code loads when the element comes near the viewport.
  strategy: 'visible',
  mount: async (element, context) => (await import('./more-items.ts')).mountMoreItems(element, context),
});
