import { boolean, emit, number, PURCHASE, translator, type FeatureContext, type PurchaseKind, type SettingsSpec } from '#behaviors';

/** An item's node id (`data-nid` on its buttons and on the bundle's form). */
const NID = number(0, { min: 0 });

export interface PurchaseSettings {
  /** The gift-voucher provider is switched off by default, so the buy button clears the gift link. */
  readonly gift_provider_enabled: boolean;
  /** 'A Kulcs', bought only inside a package: its buttons follow their own href. */
  readonly package_only_nid: number;
}

/** `kurzus.purchase`, read by both the buy and the gift button. */
export const purchaseSettings: SettingsSpec<PurchaseSettings> = {
  path: 'kurzus.purchase',
  fields: {
    gift_provider_enabled: boolean(false),
    package_only_nid: number(4, { min: 0 }),
  },
};

/**
 * What the item's nid decides before the links do: 'A Kulcs' follows its own href, and a purchase another
 * feature answers (the '2+1' bundle cancels `kurzus:purchase` for its nid) is its to make. True when decided.
 */
export function decidedByNid(
  link: HTMLAnchorElement,
  kind: PurchaseKind,
  context: FeatureContext<PurchaseSettings>,
  event: MouseEvent,
): boolean {
  const nid = context.data('nid', NID);
  if (nid === context.settings.package_only_nid) return true;
  if (emit(link, PURCHASE, { nid, kind }, { cancelable: true })) return false;
  event.preventDefault();
  return true;
}

/** The Hungarian of the buy-choice dialog. */
export const strings = {
  'How would you like to buy it?': 'Hogyan szeretnéd megvenni?',
  'You can take the course yourself on the course platform, or give it to someone as a gift.':
    'Elvégezheted a kurzust magad a kurzusplatformon, vagy megajándékozhatsz vele valakit.',
  'For myself, on the course platform': 'Magamnak, a kurzusplatformon',
  'As a gift': 'Ajándékba',
};
export const { t } = translator(strings);
