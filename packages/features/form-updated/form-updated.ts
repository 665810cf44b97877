import type { Cleanup, MountContext } from '#behaviors';

/** The form-update debounce (spec §7, §9). */
export const FORM_UPDATED_DELAY = 300;

/**
 * Core's formUpdated: `change` and `input` in the form share one 300 ms trailing debounce, and when it
 * fires a bubbling `formUpdated` event goes to the target of the last one. The form lists its fields'
 * ids in `data-drupal-form-fields`, as core's does.
 */
export function mountFormUpdated(form: HTMLElement, { signal }: MountContext<object>): Cleanup {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: EventTarget | null = null;
  const fire = () => last?.dispatchEvent(new CustomEvent('formUpdated', { bubbles: true }));
  const debounced = (event: Event) => {
    last = event.target;
    clearTimeout(timer);
    timer = setTimeout(fire, FORM_UPDATED_DELAY);
  };
  form.addEventListener('change', debounced, { signal });
  form.addEventListener('input', debounced, { signal });
  const ids = Array.from(form.querySelectorAll('[name][id]'), (field) => field.id).join(',');
  form.setAttribute('data-drupal-form-fields', ids);
  return () => {
    clearTimeout(timer);
    form.removeAttribute('data-drupal-form-fields');
  };
}
