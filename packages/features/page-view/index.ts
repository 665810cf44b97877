import { boolean, defineBehavior, record } from '#behaviors';
import { mountPageView } from './page-view.ts';

/**
 * Page-view tracking (spec §5, §7): `GET /ajax/page-view?url=…` once per page load, as the Meta
 * Conversions API module's own script (which the theme switches off) would. Keyed on `body`, once.
 */
export const pageView = defineBehavior({
  name: 'page-view',
  selector: 'body',
  settings: { path: 'meta_conversions_api', fields: { enabled: boolean(false), events: record(boolean(false)) } },
  mount: mountPageView,
});
