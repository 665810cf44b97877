import { coreCapabilities, defineBehavior } from '#behaviors';

/**
 * The in-page update client (spec §7, §8; core's ajax.js protocol) for pages without core/drupal.ajax:
 * forms with `drupalSettings.ajax` entries, `a.use-ajax` links and `.use-ajax-submit` buttons. Where core's
 * library is on the page it does all of this itself, and this behaviour stays out of its way. Its code
 * loads with the first form or link on the page, outside the eager bundle.
 */
export const inpage = defineBehavior({
  name: 'inpage',
  selector: 'form, a.use-ajax, .use-ajax-submit',
  async mount(element, context) {
    if (coreCapabilities().ajax) return;
    const { mountElement, mountForm } = await import('./bind.ts');
    return element instanceof HTMLFormElement ? mountForm(element, context) : mountElement(element, context);
  },
});
