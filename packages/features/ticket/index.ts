import { defineBehavior } from '#behaviors/manifest';

/**
 * Buy-ticket buttons of the performance table: a link to '/' means 'coming soon' and opens the
 * 'Hamarosan' dialog instead of navigating; any other link navigates and records `ticket_click`.
 */
export const ticket = defineBehavior({
  name: 'ticket',
  element: 'link',
  // Coming soon: the link to the site root is never followed, even when the dialog's code cannot come.
  stays: '[href="/"]',
  load: () => import('./ticket.ts'),
});
