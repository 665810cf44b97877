import { defineBehavior } from '#behaviors';

/**
 * Equal heights in a listing block (spec §2, design 'Equal heights'): members of one group
 * (`data-equal-height="description"`, `"episodes"`) that share a visual row get the row's tallest height
 * as an inline `min-height`; a member alone in its row keeps its natural height.
 */
export const equalHeights = defineBehavior({
  name: 'equal-heights',
  // Its code loads when the element comes near the viewport.
  strategy: 'visible',
  mount: async (element, context) => (await import('./equal-heights.ts')).mountEqualHeights(element, context),
});
