import { defineFeature, type FeatureContext } from '#behaviors';

/**
 * The contact form's consent rule: the captcha and the submit button are hidden while the 'legal'
 * checkbox is unticked and shown while it is ticked. Without JavaScript (and after detach) both show.
 */
export default defineFeature<'any', object, 'consent'>({
  parts: { consent: 'input[type="checkbox"][name^="legal"]' },
  mount(form, context: FeatureContext<object, 'consent'>) {
    const consent = context.parts.consent as HTMLInputElement;
    const gated = Array.from(form.querySelectorAll<HTMLElement>('.captcha, [type="submit"]'));
    const sync = () => gated.forEach((element) => (element.hidden = !consent.checked));
    sync();
    context.on('change', (event) => event.target === consent && sync());
    context.defer(() => gated.forEach((element) => (element.hidden = false)));
  },
});
