import { defineBehavior } from '#behaviors/manifest';

/**
 * Buy buttons: own and gift link → the buy-choice dialog; only own → there, same window; only gift → a new
 * tab; neither → the button's href. The gift link is cleared while the gift provider is off
 * (`kurzus.purchase.gift_provider_enabled`). 'A Kulcs' follows its href; the '2+1' bundle decides its own.
 */
export const buy = defineBehavior({
  name: 'buy',
  element: 'link',
  load: () => import('./buy.ts'),
});

/**
 * Gift buttons: to the gift link in the same window; 'A Kulcs' and the '2+1' bundle as above. Their code
 * loads as a visitor reaches for one; a click that comes first is held and replayed.
 */
export const gift = defineBehavior({
  name: 'gift',
  element: 'link',
  strategy: 'intent',
  load: () => import('./gift.ts'),
});
