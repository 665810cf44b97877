import { defineFeature } from '#behaviors';

/** The fields core's fillUserInfoFromBrowser remembers, and its localStorage keys `Drupal.visitor.<field>`. */
export const REMEMBERED_FIELDS = ['name', 'mail', 'homepage'] as const;
export const storageKey = (field: string) => `Drupal.visitor.${field}`;

/** localStorage that may be missing or refuse (privacy modes, quota, a blocked origin): failures read as nothing. */
function storage(): Storage | undefined {
  try {
    return window.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or forbidden storage: the form still submits; the value is just not remembered.
  }
}

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
  mount(form, context) {
    for (const field of fieldsOf(form)) {
      const stored = read(storageKey(field.name));
      const untouched = field.value === '' || field.value === field.getAttribute('data-drupal-default-value');
      if (stored && untouched) field.value = stored;
    }
    context.on('submit', () => fieldsOf(form).forEach((field) => write(storageKey(field.name), field.value)));
  },
});
