import { defineFeature, translator } from '#behaviors';

/** The href that means 'tickets not yet on sale': exactly the site root. */
export const COMING_SOON_HREF = '/';

const loadDialog = () => import('./ComingSoonDialog.tsx').then((module) => module.ComingSoonDialog);

/** The ticket's Hungarian: the coming-soon dialog's and what a screen reader hears on its button. */
export const strings = {
  Soon: 'Hamarosan',
  'Ticket purchase will soon be available for this performance too.': 'A jegyvásárlás hamarosan elérhető lesz ehhez az előadáshoz is.',
  'Tickets are not on sale yet': 'A jegyek még nem kaphatók',
};
export const { t } = translator(strings);

export default defineFeature<'link'>({
  mount(link, context) {
    if (link.getAttribute('href') !== COMING_SOON_HREF) {
      context.on('click', () => context.track('ticket_click', { link_url: link.href }));
      return;
    }
    // The faded look is the stylesheet's (by href); this says 'not yet' to a screen reader.
    context.describe(link, t('Tickets are not on sale yet'));
    context.open({ on: 'click', load: loadDialog, props: (close) => ({ opener: link, onClose: close }) });
  },
});
