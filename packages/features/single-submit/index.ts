import { coreCapabilities, defineBehavior } from '#behaviors';
import { mountSingleSubmit } from './single-submit.ts';

/** No identical second submit (spec §5), where core's formSingleSubmit is not on the page to do it. */
export const singleSubmit = defineBehavior({
  name: 'single-submit',
  // As core: any form whose method attribute does not say GET (so a form with no method is guarded too).
  selector: 'form:not([method~="GET"])',
  mount: (form, context) => (coreCapabilities().formSingleSubmit ? undefined : mountSingleSubmit(form, context)),
});
