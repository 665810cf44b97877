import { defineBehavior } from '#behaviors/manifest';

/**
 * The '2+1' bundle: its episode boxes (at most the bundle's size, the rest disabled), and the purchases its
 * buy and gift buttons announce (`kurzus:purchase` with the bundle's nid): a valid pair goes to its
 * add-to-cart target, anything else scrolls to the bundle, marks the boxes and opens the buy-error dialog.
 */
export const bundle = defineBehavior({
  name: 'bundle',
  element: 'form',
  answers: '[data-kurzus~="buy"], [data-kurzus~="gift"]',
  load: () => import('./bundle.ts'),
});
