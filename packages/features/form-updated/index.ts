import { defineBehavior } from '#behaviors/manifest';

/** A `formUpdated` event per form, where core's form script does not already send it. */
export const formUpdated = defineBehavior({
  name: 'form-updated',
  selector: 'form',
  unless: 'formUpdated',
  load: () => import('./form-updated.ts'),
});
