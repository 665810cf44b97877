/** One valid selection of the '2+1' bundle and where it goes. */
export interface Combination {
  readonly values: readonly number[];
  /** Add-to-cart target of the own purchase. */
  readonly own: string;
  /** Add-to-cart target of the gift purchase. */
  readonly gift: string;
}

export interface BundleSettings {
  readonly nid: number;
  /** How many episodes a purchase needs, the included ones counted. */
  readonly size: number;
  /** Episodes in every combination ('A Kulcs'): checked and locked when printed, counted when not. */
  readonly included: readonly number[];
  readonly combinations: readonly Combination[];
}

export type { PurchaseKind } from '#behaviors';
import type { PurchaseKind } from '#behaviors';

/** How many episodes count as chosen: the ticked values plus the included ones, printed or not. */
export function chosenCount(checked: readonly number[], { included }: Pick<BundleSettings, 'included'>): number {
  return new Set([...checked, ...included]).size;
}

/**
 * The '2+1' rule: the add-to-cart target of the ticked values for this kind of purchase, or undefined
 * when they are not exactly one of the valid combinations (plus the included episodes).
 */
export function bundleTarget(checked: readonly number[], kind: PurchaseKind, settings: BundleSettings): string | undefined {
  if (chosenCount(checked, settings) !== settings.size) return undefined;
  const picked = new Set(checked.filter((value) => !settings.included.includes(value)));
  const match = settings.combinations.find(({ values }) => values.length === picked.size && values.every((value) => picked.has(value)));
  return match?.[kind];
}
