import { defineBehavior } from '#behaviors/manifest';

/**
 * A `formUpdated` event per form, where core's form script does not already send it. Its code loads as a
 * visitor comes to the form (a pointer over it, focus in it), before anything in it can change.
 */
export const formUpdated = defineBehavior({
  name: 'form-updated',
  selector: 'form',
  unless: 'formUpdated',
  strategy: 'intent',
  load: () => import('./form-updated.ts'),
});
