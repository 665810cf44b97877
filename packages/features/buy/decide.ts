/** What a buy button does, for an item that is not the '2+1' bundle. */
export type BuyDecision =
  | { readonly action: 'choose'; readonly own: string; readonly gift: string }
  | { readonly action: 'own'; readonly url: string }
  | { readonly action: 'gift'; readonly url: string }
  | { readonly action: 'follow' };

export function decideBuy(own: string | undefined, gift: string | undefined): BuyDecision {
  if (own && gift) return { action: 'choose', own, gift };
  if (own) return { action: 'own', url: own };
  if (gift) return { action: 'gift', url: gift };
  return { action: 'follow' };
}
