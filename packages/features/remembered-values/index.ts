import { coreCapabilities, defineBehavior } from '#behaviors';

/** Name, mail and homepage remembered in the browser (spec §3), where core's form.js does not already do it. */
export const rememberedValues = defineBehavior({
  name: 'remembered-values',
  selector: 'form[data-user-info-from-browser]',
  // Its code loads only on pages that carry such a form.
  mount: async (form, context) =>
    coreCapabilities().fillUserInfoFromBrowser ? undefined : (await import('./remembered-values.ts')).mountRememberedValues(form, context),
});
