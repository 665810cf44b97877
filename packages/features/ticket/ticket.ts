import { defineFeature, takeClick, translator } from '#behaviors';

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

const comingSoon = (link: HTMLAnchorElement) => link.getAttribute('href') === COMING_SOON_HREF;

export default defineFeature<'link'>({
  widget: loadDialog,
  on: {
    click(event, link, context) {
      if (!comingSoon(link)) context.track('ticket_click', { link_url: link.href });
      else if (takeClick(event)) context.open({ load: loadDialog, props: (close) => ({ opener: link, onClose: close }) });
    },
  },
  mount(link, context) {
    if (!comingSoon(link)) return;
    // The faded look is the stylesheet's (by href); this says 'not yet' to a screen reader. A description
    // of its own (`aria-description`, not `aria-describedby` and a node to point at): the browser takes a
    // plain attribute in a quarter of the time, which counts over a table of hundreds of rows.
    context.setAttribute(link, 'aria-description', t('Tickets are not on sale yet'));
    context.setAttribute(link, 'aria-haspopup', 'dialog');
  },
});
