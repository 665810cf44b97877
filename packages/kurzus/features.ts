import type { BehaviorDefinition } from '#behaviors';
import { ticket } from '../features/ticket/index.ts';
import { contactForm } from '../features/contact-form/index.ts';
import { rememberedValues } from '../features/remembered-values/index.ts';
import { singleSubmit } from '../features/single-submit/index.ts';
import { formUpdated } from '../features/form-updated/index.ts';
import { inpage } from '../inpage/index.ts';
import { progress } from '../features/progress/index.ts';
import { pageView } from '../features/page-view/index.ts';

/** Every feature of the bundle, in attach order. A new feature is one import and one entry here. */
export const features: readonly BehaviorDefinition[] = [
  ticket,
  // Forms, in-page updates and tracking.
  contactForm,
  rememberedValues,
  singleSubmit,
  formUpdated,
  inpage,
  progress,
  pageView,
];
