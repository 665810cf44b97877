import { defineBehavior, list, number, shape, string } from '#behaviors';
import { mountBundle } from './bundle.ts';
import type { BundleSettings, Combination } from './rules.ts';

const combination = (values: number[], own: number, gift: number): Combination => ({ values, own: `/add-to-cart/${own}`, gift: `/add-to-cart/${gift}` });
const episode = number(0, { min: 0 });
const target = string('');

/**
 * The '2+1' bundle (spec §3–§5): its episode boxes (at most the bundle's size, the rest disabled), and the
 * purchase its buy and gift buttons hand over (`purchaseBundle`): a valid pair goes to its add-to-cart
 * target, anything else scrolls to the bundle, marks the boxes and opens the buy-error dialog.
 */
export const bundle = defineBehavior<BundleSettings>({
  name: 'bundle',
  settings: {
    path: 'kurzus.bundle',
    fields: {
      nid: number(19, { min: 1 }),
      size: number(3, { min: 1 }),
      included: list(episode, [4]),
      combinations: list(shape<Combination>({ values: list(episode, []), own: target, gift: target }, { values: [], own: '', gift: '' }), [
        combination([6, 7], 6, 10),
        combination([6, 8], 7, 11),
        combination([7, 8], 8, 12),
      ]),
    },
  },
  mount: mountBundle,
});

export { purchaseBundle } from './bundle.ts';
export type { PurchaseKind } from './rules.ts';
