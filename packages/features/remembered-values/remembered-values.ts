import { defineFeature } from '#behaviors';

/** The fields core's fillUserInfoFromBrowser remembers, and its localStorage keys `Drupal.visitor.<field>`. */
export const REMEMBERED_FIELDS = ['name', 'mail', 'homepage'] as const;
export const storageKey = (field: string) => `Drupal.visitor.${field}`;

const fieldsOf = (form: HTMLFormElement) =>
  REMEMBERED_FIELDS.flatMap((name) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLInputElement ? [field] : [];
  });

/**
 * Core's fillUserInfoFromBrowser: a stored value fills a field that is empty or still at its
 * `data-drupal-default-value`; every submit stores the fields' current values, empty ones included.
 */
export default defineFeature<'form'>({
  on: {
    submit(_event, form, context) {
      for (const field of fieldsOf(form)) context.platform.store(storageKey(field.name), field.value);
    },
  },
  mount(form, context) {
    for (const field of fieldsOf(form)) {
      // Storage may be refused (privacy modes, quota): nothing is filled then, and the form still submits.
      const stored = context.platform.stored(storageKey(field.name));
      const untouched = field.value === '' || field.value === field.getAttribute('data-drupal-default-value');
      if (stored && untouched) field.value = stored;
    }
  },
});
