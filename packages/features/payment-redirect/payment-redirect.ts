import { defineFeature } from '#behaviors';

/** How long the payment redirect page stays hidden. */
export const REVEAL_AFTER_MS = 3000;

/** The stylesheet's own reveal (payment-redirect.css): it started when the page was first styled, hidden. */
const REVEAL_ANIMATION = 'kurzus-payment-reveal';

/**
 * The payment redirect page: hidden from the start by CSS (under `html.js`), visible 3000 ms after it was
 * first shown hidden (`is-revealed`). The stylesheet also reveals it by itself after 3 s, in case this never
 * runs; its clock tells how long the page has been hidden already (this code comes after the page's load),
 * and it is paused where it was read, so the timing is this timer's alone.
 */
export default defineFeature({
  mount(body, context) {
    const reveal = () => context.addClass(body, 'is-revealed');
    // Came late, after the stylesheet's own reveal: nothing to wait for. (A style read, not a layout.)
    if (getComputedStyle(body).opacity !== '0') return reveal();
    context.setStyle(body, 'animation-play-state', 'paused');
    // Reading the animations applies that pause, which completes only on the next frame; setting the time
    // completes it now, at the time read, so the stylesheet's clock and this timer agree to the millisecond.
    const clock = body.getAnimations?.().find((animation) => (animation as CSSAnimation).animationName === REVEAL_ANIMATION);
    const hiddenFor = Number(clock?.currentTime ?? 0);
    if (clock) clock.currentTime = hiddenFor;
    context.timeout(reveal, Math.max(0, REVEAL_AFTER_MS - hiddenFor));
  },
});
