import { coreCapabilities, defineBehavior } from '#behaviors';
import { mountFormUpdated } from './form-updated.ts';

/** A `formUpdated` event per form (spec §7), where core's form.js does not already send it. */
export const formUpdated = defineBehavior({
  name: 'form-updated',
  selector: 'form',
  mount: (form, context) => (coreCapabilities().formUpdated ? undefined : mountFormUpdated(form, context)),
});
