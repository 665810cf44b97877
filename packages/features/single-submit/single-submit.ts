import { defineFeature } from '#behaviors';

/** Core's marker of a form's last submitted values. */
export const LAST_SUBMIT = 'data-drupal-form-submit-last';

/**
 * Core's formSingleSubmit (10.3+): a submit whose values (without the submitter) equal the last one's is
 * stopped, silently; a changed value goes through and becomes the new last one.
 */
export default defineFeature<'form'>({
  on: {
    submit(event, form) {
      // As core 10.3+: FormData as URL-encoded pairs (the DOM types leave out that FormData is such a list).
      const values = new URLSearchParams(new FormData(form) as unknown as string[][]).toString();
      if (values === form.getAttribute(LAST_SUBMIT)) event.preventDefault();
      else form.setAttribute(LAST_SUBMIT, values);
    },
  },
  mount(form, context) {
    context.defer(() => form.removeAttribute(LAST_SUBMIT));
  },
});
