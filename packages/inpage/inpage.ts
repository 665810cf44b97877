import { defineFeature } from '#behaviors';
import { requestErrorStrings } from '#ui/request-errors';
import { mountElement, mountForm } from './bind.ts';

/** Binds a form by its `drupalSettings.ajax` entries, or a `.use-ajax` link or button by its markup. */
export default defineFeature({
  strings: {
    ...requestErrorStrings,
    'The response failed verification so will not be processed.': 'Valami hiba történt. Töltsd újra az oldalt, és próbáld meg még egyszer.',
    'Processing...': 'Feldolgozás...',
    'Status message': 'Állapotüzenet',
    'Warning message': 'Figyelmeztető üzenet',
    'Error message': 'Hibaüzenet',
    Changed: 'Módosítva',
  },
  mount(element, context) {
    // One behaviour, two bindings: a form's entries are looked up per event, a control is bound as it is.
    if (element instanceof HTMLFormElement) mountForm(element, context);
    else mountElement(element, context);
  },
});
