import { defineBehavior, type DrupalSettings } from '#behaviors/manifest';

/**
 * Whether a form has a `drupalSettings.ajax` entry for itself or a control in it, found as core finds
 * them: by the entry's `selector`, or `#<key>`. Form API prints the entries with the form, and a form it
 * replaces comes back with its own, so the attach that brings a form brings its entries.
 */
function hasEntries(form: HTMLElement, settings: DrupalSettings): boolean {
  const entries = settings['ajax'];
  if (entries === null || typeof entries !== 'object') return false;
  return Object.entries(entries).some(([key, entry]: [string, unknown]) => {
    const selector = (entry as { selector?: unknown } | null)?.selector;
    if (typeof selector !== 'string') return form.contains(form.ownerDocument.getElementById(key));
    try {
      return form.matches(selector) || form.querySelector(selector) !== null;
    } catch {
      return false; // A selector the browser cannot read names nothing here.
    }
  });
}

/**
 * The in-page update client (Drupal core's AJAX protocol) for pages without core's own: forms with
 * `drupalSettings.ajax` entries, `a.use-ajax` links and `.use-ajax-submit` buttons. Where core's library
 * is on the page it does all of this itself, and this behaviour is not mounted. Its code loads as a
 * visitor reaches for such a form or link (a pointer over it, focus in it): a form is filled in first, and
 * a submit before the code arrives still sends the form the plain way. A form without entries (the bundle
 * form, the header's search) loads nothing.
 */
export const inpage = defineBehavior({
  name: 'inpage',
  selector: 'form, a.use-ajax, .use-ajax-submit',
  unless: 'ajax',
  accepts: (element, settings) => !(element instanceof HTMLFormElement) || hasEntries(element, settings),
  strategy: 'intent',
  load: () => import('./inpage.ts'),
});
