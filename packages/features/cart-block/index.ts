import { defineBehavior } from '#behaviors/manifest';

/**
 * The cart block, on the markup Drupal Commerce prints (`.cart--cart-block`) or on
 * `data-kurzus="cart-block"`: the link expands and collapses the contents, right-aligned when they would
 * overflow the viewport.
 */
export const cartBlock = defineBehavior({
  name: 'cart-block',
  selector: '.cart--cart-block, [data-kurzus~="cart-block"]',
  load: () => import('./cart-block.ts'),
});
