import { boolean, number, type SettingsSpec } from '#behaviors';

export interface PurchaseSettings {
  /** The gift-voucher provider is switched off (spec §7), so the buy button clears the gift link. */
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
