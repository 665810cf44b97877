import { defineBehavior } from '#behaviors';
import { mountTicket } from './ticket.ts';

/**
 * Buy-ticket buttons of the performance table (spec §2, §4): a link to '/' means 'coming soon' and opens
 * the 'Hamarosan' dialog instead of navigating; any other link navigates and records `ticket_click`.
 */
export const ticket = defineBehavior({
  name: 'ticket',
  mount: mountTicket,
});
