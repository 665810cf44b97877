import { defineBehavior } from '#behaviors/manifest';

/**
 * The in-page update client (Drupal core's AJAX protocol) for pages without core's own: forms with
 * `drupalSettings.ajax` entries, `a.use-ajax` links and `.use-ajax-submit` buttons. Where core's library
 * is on the page it does all of this itself, and this behaviour is not mounted. Its code loads with the
 * first such form or link on the page, outside the eager part. A GET form is not one: Form API's #ajax
 * posts the form with its build id, which a GET form never carries, so the header's search form loads nothing.
 */
export const inpage = defineBehavior({
  name: 'inpage',
  selector: 'form:not([method~="GET"]), a.use-ajax, .use-ajax-submit',
  unless: 'ajax',
  load: () => import('./inpage.ts'),
});
