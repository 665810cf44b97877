import { coreCapabilities, defineBehavior } from '#behaviors';
import { mountRememberedValues } from './remembered-values.ts';

/** Name, mail and homepage remembered in the browser (spec §3), where core's form.js does not already do it. */
export const rememberedValues = defineBehavior({
  name: 'remembered-values',
  selector: 'form[data-user-info-from-browser]',
  mount: (form, context) => (coreCapabilities().fillUserInfoFromBrowser ? undefined : mountRememberedValues(form, context)),
});
