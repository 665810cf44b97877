import { defineFeature, leftToBrowser, string } from '#behaviors';
import { decidedByNid, purchaseSettings, type PurchaseSettings } from './settings.ts';

/** The gift button: to the gift link in the same window; without one, its own href. */
export default defineFeature<'link', PurchaseSettings>({
  settings: purchaseSettings,
  on: {
    click(event, link, context) {
      if (leftToBrowser(event) || decidedByNid(link, 'gift', context, event)) return;
      const gift = context.data('gift', string(''));
      if (!gift) return;
      event.preventDefault();
      context.navigate(gift, { attribute: 'data-gift', fallback: link.getAttribute('href') });
    },
  },
});
