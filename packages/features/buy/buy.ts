import { defineFeature, leftToBrowser, string, type FeatureContext } from '#behaviors';
import type { BuyChoiceDialogProps } from './BuyChoiceDialog.tsx';
import { decideBuy } from './decide.ts';
import { decidedByNid, purchaseSettings, type PurchaseSettings } from './settings.ts';

const loadDialog = () => import('./BuyChoiceDialog.tsx').then((module) => module.BuyChoiceDialog);

type Context = FeatureContext<PurchaseSettings>;

/** The decision for the link's addresses as they are now. */
function decide(context: Context) {
  const address = (name: string) => context.data(name, string(''));
  return decideBuy(address('teachable'), context.settings.gift_provider_enabled ? address('gift') : undefined);
}

/** Goes to a checked address, the link's own href as the fallback. */
const go = (link: HTMLAnchorElement, context: Context, url: string, attribute: string, newTab = false) =>
  context.navigate(url, { attribute, fallback: link.getAttribute('href'), newTab });

/** The choice dialog for this click's two links; each choice closes it, then goes. */
const choose = (link: HTMLAnchorElement, context: Context, own: string, gift: string) => ({
  load: loadDialog,
  props: (close: () => void): BuyChoiceDialogProps => ({
    opener: link,
    onClose: close,
    onOwn: () => (close(), go(link, context, own, 'data-teachable')),
    onGift: () => (close(), go(link, context, gift, 'data-gift', true)),
  }),
});

/** The buy button: the decision table, on the item's own link and (when the provider is on) its gift link. */
export default defineFeature<'link', PurchaseSettings>({
  settings: purchaseSettings,
  widget: loadDialog,
  on: {
    click(event, link, context) {
      if (leftToBrowser(event) || decidedByNid(link, 'own', context, event)) return;
      const decision = decide(context);
      if (decision.action === 'follow') return;
      event.preventDefault();
      if (decision.action === 'own') go(link, context, decision.url, 'data-teachable');
      else if (decision.action === 'gift') go(link, context, decision.url, 'data-gift', true);
      else context.open(choose(link, context, decision.own, decision.gift));
    },
  },
  mount(link, context) {
    if (decide(context).action === 'choose') context.setAttribute(link, 'aria-haspopup', 'dialog');
  },
});
