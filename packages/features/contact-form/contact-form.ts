import type { Cleanup, MountContext } from '#behaviors';

/**
 * The contact form's consent rule (spec §4, §5): the captcha and the submit button are hidden while the
 * 'legal' checkbox is unchecked and shown while it is checked. Without JavaScript both stay visible.
 */
export function mountContactForm(form: HTMLElement, { signal, warn }: MountContext<object>): Cleanup | void {
  const consent = form.querySelector<HTMLInputElement>('input[type="checkbox"][name^="legal"]');
  if (!consent) return warn('legal', 'checkbox (input[type=checkbox][name^="legal"]) is missing; the form is left as it is.');
  const gated = Array.from(form.querySelectorAll<HTMLElement>('.captcha, [type="submit"]'));
  const sync = () => gated.forEach((element) => (element.hidden = !consent.checked));
  sync();
  consent.addEventListener('change', sync, { signal });
  return () => gated.forEach((element) => (element.hidden = false));
}
