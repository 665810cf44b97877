import { defineFeature } from '#behaviors';
import { mountElement, mountForm } from './bind.ts';

/** Binds a form by its `drupalSettings.ajax` entries, or a `.use-ajax` link or button by its markup. */
export default defineFeature({
  mount(element, context) {
    // One behaviour, two bindings: a form's entries are looked up per event, a control is bound as it is.
    if (element instanceof HTMLFormElement) mountForm(element, context);
    else mountElement(element, context);
  },
});
