import { defineBehavior } from '#behaviors/manifest';

/**
 * No identical second submit of a form, where core's formSingleSubmit is not on the page to stop it. Its
 * code loads as a visitor comes to the form (a pointer over it, focus in it), before any submit of theirs.
 */
export const singleSubmit = defineBehavior({
  name: 'single-submit',
  // As core: any form whose method attribute does not say GET (so a form with no method is guarded too).
  selector: 'form:not([method~="GET"])',
  element: 'form',
  unless: 'formSingleSubmit',
  strategy: 'intent',
  load: () => import('./single-submit.ts'),
});
