import { defineBehavior } from '#behaviors/manifest';

/** The payment redirect page: `<body data-kurzus="payment-redirect">` is hidden, then visible after 3000 ms. */
export const paymentRedirect = defineBehavior({
  name: 'payment-redirect',
  load: () => import('./payment-redirect.ts'),
});
