import { isPlainClick, preloadIsland, renderIsland, type Cleanup, type Island, type MountContext } from '#behaviors';
import { purchaseBundle, type PurchaseKind } from '../bundle/index.ts';
import type { BuyChoiceDialogProps } from './BuyChoiceDialog.tsx';
import { decideBuy } from './decide.ts';
import { navigate } from './navigate.ts';
import type { PurchaseSettings } from './settings.ts';

const loadDialog = () => import('./BuyChoiceDialog.tsx').then((module) => module.BuyChoiceDialog);

type Context = MountContext<PurchaseSettings>;

/** The buttons are links as the contract prints them; anything else is left alone, with a warning. */
function purchaseLink(element: HTMLElement, warn: Context['warn']): HTMLAnchorElement | undefined {
  if (element instanceof HTMLAnchorElement && element.hasAttribute('href')) return element;
  warn('element', 'should be a link with an href; left as it is.');
  return undefined;
}

/** A click the browser should keep: a modified one (new tab, new window) or one already handled. */
const leftToBrowser = (event: MouseEvent) => event.defaultPrevented || !isPlainClick(event);

/**
 * What the item's nid decides before the links do (spec §5, §7): 'A Kulcs' follows its own href, and the
 * '2+1' bundle's buttons go to the bundle when its form is on the page. True when the nid decided.
 */
function decidedByNid(link: HTMLAnchorElement, kind: PurchaseKind, settings: PurchaseSettings, event: MouseEvent): boolean {
  const nid = Number(link.dataset['nid']);
  if (nid === settings.package_only_nid) return true;
  if (!purchaseBundle(nid, kind)) return false;
  event.preventDefault();
  return true;
}

/** The buy button: the spec's table, on the item's own link and (when the provider is on) its gift link. */
export function mountBuy(element: HTMLElement, { settings, signal, warn }: Context): Cleanup | void {
  const link = purchaseLink(element, warn);
  if (!link) return;
  let dialog: Island<BuyChoiceDialogProps> | undefined;
  const close = () => {
    dialog?.unmount();
    dialog = undefined;
  };
  const decide = () => decideBuy(link.dataset['teachable'], settings.gift_provider_enabled ? link.dataset['gift'] : undefined);

  if (decide().action === 'choose') {
    const preload = () => preloadIsland(loadDialog);
    link.addEventListener('pointerenter', preload, { signal, once: true });
    link.addEventListener('focus', preload, { signal, once: true });
    link.setAttribute('aria-haspopup', 'dialog');
  }

  link.addEventListener(
    'click',
    (event) => {
      if (leftToBrowser(event) || decidedByNid(link, 'own', settings, event)) return;
      const decision = decide();
      if (decision.action === 'follow') return;
      event.preventDefault();
      if (decision.action === 'own') return navigate.assign(decision.url);
      if (decision.action === 'gift') return navigate.openInNewTab(decision.url);
      const choose = (go: () => void) => () => {
        close();
        go();
      };
      dialog ??= renderIsland(
        loadDialog,
        { opener: link, onClose: close, onOwn: choose(() => navigate.assign(decision.own)), onGift: choose(() => navigate.openInNewTab(decision.gift)) },
        { name: 'buy' },
      );
    },
    { signal },
  );

  return () => {
    close();
    link.removeAttribute('aria-haspopup');
  };
}

/** The gift button: to the gift link in the same window; without one, its own href. */
export function mountGift(element: HTMLElement, { settings, signal, warn }: Context): void {
  const link = purchaseLink(element, warn);
  if (!link) return;
  link.addEventListener(
    'click',
    (event) => {
      if (leftToBrowser(event) || decidedByNid(link, 'gift', settings, event)) return;
      const gift = link.dataset['gift'];
      if (!gift) return;
      event.preventDefault();
      navigate.assign(gift);
    },
    { signal },
  );
}
