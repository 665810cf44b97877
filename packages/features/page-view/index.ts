import { defineBehavior } from '#behaviors/manifest';

/**
 * Page-view tracking: `GET /ajax/page-view?url=…` once per page load, as the Meta Conversions API
 * module's own script (which the theme switches off) would. Keyed on `body`, once.
 */
export const pageView = defineBehavior({
  name: 'page-view',
  selector: 'body',
  load: () => import('./page-view.ts'),
});
