import { defineFeature } from '#behaviors';

/** How long the form must stay unchanged before `formUpdated` is sent, as core waits. */
export const FORM_UPDATED_DELAY = 300;

/**
 * Core's formUpdated: `change` and `input` in the form share one 300 ms trailing debounce, and when it
 * fires a bubbling `formUpdated` event goes to the target of the last one. The form lists its fields'
 * ids in `data-drupal-form-fields`, as core's does.
 */
export default defineFeature({
  mount(form, context) {
    let cancel: (() => void) | undefined;
    const debounced = (event: Event) => {
      const last = event.target;
      cancel?.();
      cancel = context.timeout(() => last?.dispatchEvent(new CustomEvent('formUpdated', { bubbles: true })), FORM_UPDATED_DELAY);
    };
    context.listen(form, 'change', debounced);
    context.listen(form, 'input', debounced);
    const ids = Array.from(form.querySelectorAll('[name][id]'), (field) => field.id).join(',');
    context.setAttribute(form, 'data-drupal-form-fields', ids);
  },
});
