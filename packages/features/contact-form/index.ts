import { defineBehavior } from '#behaviors/manifest';

/** The contact module's form (`form.contact-form`): captcha and submit only once the 'legal' box is ticked. */
export const contactForm = defineBehavior({
  name: 'contact-form',
  selector: 'form.contact-form, [data-kurzus~="contact-form"]',
  load: () => import('./contact-form.ts'),
});
