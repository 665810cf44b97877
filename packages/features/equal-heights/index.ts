import { defineBehavior } from '#behaviors';
import { mountEqualHeights } from './equal-heights.ts';

/**
 * Equal heights in a listing block (spec §2, design 'Equal heights'): members of one group
 * (`data-equal-height="description"`, `"episodes"`) that share a visual row get the row's tallest height
 * as an inline `min-height`; a member alone in its row keeps its natural height.
 */
export const equalHeights = defineBehavior({
  name: 'equal-heights',
  mount: mountEqualHeights,
});
