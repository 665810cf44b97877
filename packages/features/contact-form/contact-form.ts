import { defineFeature, type FeatureContext } from '#behaviors';

/**
 * The contact form's consent rule: the captcha and the submit button are hidden while the 'legal'
 * checkbox is unticked and shown while it is ticked. Without JavaScript (and after detach) both show.
 */
const gatedOf = (form: HTMLElement) => form.querySelectorAll<HTMLElement>('.captcha, [type="submit"]');

/** Shows the gated elements while the box is ticked. */
function sync(form: HTMLElement, consent: HTMLElement) {
  for (const element of gatedOf(form)) element.hidden = !(consent as HTMLInputElement).checked;
}

export default defineFeature<'any', object, 'consent'>({
  parts: { consent: 'input[type="checkbox"][name^="legal"]' },
  on: {
    change(event, form, context: FeatureContext<object, 'consent'>) {
      if (event.target === context.parts.consent) sync(form, context.parts.consent);
    },
  },
  mount(form, context: FeatureContext<object, 'consent'>) {
    sync(form, context.parts.consent);
    context.defer(() => gatedOf(form).forEach((element) => (element.hidden = false)));
  },
});
