import type { BehaviorDefinition } from '#behaviors/manifest';
import { ticket } from '../features/ticket/index.ts';
import { buy, gift } from '../features/buy/index.ts';
import { bundle } from '../features/bundle/index.ts';
import { cartBlock } from '../features/cart-block/index.ts';
import { paymentRedirect } from '../features/payment-redirect/index.ts';
import { lightbox } from '../features/lightbox/index.ts';
import { video } from '../features/video/index.ts';
import { exitIntent } from '../features/exit-intent/index.ts';
import { counter } from '../features/counter/index.ts';
import { scrollMarker } from '../features/scroll-marker/index.ts';
import { responsiveContainer } from '../features/responsive-container/index.ts';
import { lazy } from '../features/lazy/index.ts';
import { moreItems } from '../features/more-items/index.ts';
import { offcanvas } from '../features/offcanvas/index.ts';
import { equalHeights } from '../features/equal-heights/index.ts';
import { slider } from '../features/slider/index.ts';
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
  buy,
  gift,
  bundle,
  cartBlock,
  paymentRedirect,
  lightbox,
  video,
  exitIntent,
  counter,
  scrollMarker,
  responsiveContainer,
  lazy,
  moreItems,
  offcanvas,
  equalHeights,
  slider,
  // Forms, in-page updates and tracking.
  contactForm,
  rememberedValues,
  singleSubmit,
  formUpdated,
  inpage,
  progress,
  pageView,
];
