import { defineFeature, string } from '#behaviors';
import type { BuyChoiceDialogProps } from './BuyChoiceDialog.tsx';
import { decideBuy } from './decide.ts';
import { decidedByNid, leftToBrowser, purchaseSettings, type PurchaseSettings } from './settings.ts';

const loadDialog = () => import('./BuyChoiceDialog.tsx').then((module) => module.BuyChoiceDialog);

/** The buy button: the decision table, on the item's own link and (when the provider is on) its gift link. */
export default defineFeature<'link', PurchaseSettings>({
  settings: purchaseSettings,
  mount(link, context) {
    const { settings } = context;
    const address = (name: string) => context.data(name, string(''));
    const decide = () => decideBuy(address('teachable'), settings.gift_provider_enabled ? address('gift') : undefined);
    const go = (url: string, attribute: string, newTab = false) =>
      context.navigate(url, { attribute, fallback: link.getAttribute('href'), newTab });
    /** The choice dialog for this click's two links; each choice closes it, then goes. */
    const choose = (own: string, gift: string) => ({
      load: loadDialog,
      props: (close: () => void): BuyChoiceDialogProps => ({
        opener: link,
        onClose: close,
        onOwn: () => (close(), go(own, 'data-teachable')),
        onGift: () => (close(), go(gift, 'data-gift', true)),
      }),
    });
    if (decide().action === 'choose') context.setAttribute(link, 'aria-haspopup', 'dialog');
    context.on('click', (event) => {
      if (leftToBrowser(event) || decidedByNid(link, 'own', context, event)) return;
      const decision = decide();
      if (decision.action === 'follow') return;
      event.preventDefault();
      if (decision.action === 'own') go(decision.url, 'data-teachable');
      else if (decision.action === 'gift') go(decision.url, 'data-gift', true);
      else context.open(choose(decision.own, decision.gift));
    });
  },
});
