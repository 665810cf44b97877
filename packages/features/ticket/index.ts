import { defineBehavior } from '#behaviors/manifest';

/**
 * Buy-ticket buttons of the performance table: a link to '/' means 'coming soon' and opens the
 * 'Hamarosan' dialog instead of navigating; any other link navigates and records `ticket_click`.
 */
export const ticket = defineBehavior({
  name: 'ticket',
  element: 'link',
  load: () => import('./ticket.ts'),
});
