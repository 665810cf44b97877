/**
 * The contracts between features, as DOM events: a feature announces, another answers, and neither
 * imports the other.
 */

/** A buy or gift button asks whether a purchase is someone else's to handle: cancelled means handled. */
export const PURCHASE = 'kurzus:purchase';
/** Content changed size in place (a section shown or hidden): layout features measure again. Bubbles. */
export const CONTENT_RESIZED = 'kurzus:content-resized';

export type PurchaseKind = 'own' | 'gift';

interface PurchaseDetail {
  /** The item's node id (`data-nid` of the button). */
  readonly nid: number;
  readonly kind: PurchaseKind;
}

/** Where the sender knows it (a show-more toggle): whether the content is now shown in full. */
type ContentResizedDetail = { readonly expanded: boolean } | null;

export interface KurzusEventMap {
  [PURCHASE]: CustomEvent<PurchaseDetail>;
  [CONTENT_RESIZED]: CustomEvent<ContentResizedDetail>;
}

declare global {
  // The bundle's events, typed wherever a listener is added for them: merging into the DOM's own maps
  // takes an interface that only extends.
  /* eslint-disable @typescript-eslint/no-empty-object-type */
  interface DocumentEventMap extends KurzusEventMap {}
  interface HTMLElementEventMap extends KurzusEventMap {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}

/**
 * Dispatches one of the bundle's events from the element; it bubbles to the document. Returns false when
 * a listener cancelled it (only cancelable events can be).
 */
export function emit<T extends keyof KurzusEventMap>(
  target: EventTarget,
  type: T,
  detail: KurzusEventMap[T]['detail'],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { bubbles: true, cancelable: options.cancelable ?? false, detail }));
}
