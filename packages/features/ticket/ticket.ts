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

const comingSoon = (link: HTMLAnchorElement) => link.getAttribute('href') === COMING_SOON_HREF;

export default defineFeature<'link'>({
  widget: loadDialog,
  on: {
    click(event, link, context) {
      if (!comingSoon(link)) context.track('ticket_click', { link_url: link.href });
      // Any click, one that asks for a new tab too: a ticket not on sale yet never follows '/'.
      else if (!event.defaultPrevented) {
        event.preventDefault();
        context.open({ load: loadDialog, props: (close) => ({ opener: link, onClose: close }) });
      }
    },
    // A middle click opens a link in a new tab: not this one.
    auxclick(event, link) {
      if (comingSoon(link)) event.preventDefault();
    },
  },
  mount(link, context) {
    if (!comingSoon(link)) return;
    // The marker a theme styles; the faded look itself is the stylesheet's, by href, so it is there before
    // the bundle runs too.
    context.addClass(link, 'is-coming-soon');
    // 'Not yet' to a screen reader: a description of its own (`aria-description`, not `aria-describedby`
    // and a node to point at): the browser takes a plain attribute in a quarter of the time, which counts
    // over a table of hundreds of rows.
    context.setAttribute(link, 'aria-description', t('Tickets are not on sale yet'));
    context.setAttribute(link, 'aria-haspopup', 'dialog');
  },
});
