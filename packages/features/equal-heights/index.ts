import { defineBehavior } from '#behaviors/manifest';

/**
 * Equal heights in a listing block: members of one group (`data-equal-height="description"`, `"episodes"`)
 * that share a visual row get the row's tallest height as an inline `min-height`; a member alone in its row
 * keeps its natural height. Its code loads when the block comes near the viewport.
 */
export const equalHeights = defineBehavior({
  name: 'equal-heights',
  strategy: 'visible',
  load: () => import('./equal-heights.ts'),
});
