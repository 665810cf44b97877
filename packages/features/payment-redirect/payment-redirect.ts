import { defineFeature } from '#behaviors';

/** How long the payment redirect page stays hidden. */
export const REVEAL_AFTER_MS = 3000;

/**
 * The payment redirect page: hidden from the start by CSS (under `html.js`), visible after 3000 ms
 * (`is-revealed`). The stylesheet also reveals it by itself after 3 s, in case this never runs; while this
 * runs, that fallback is paused so the timing is this timer's alone.
 */
export default defineFeature({
  mount(body, context) {
    const reveal = () => context.addClass(body, 'is-revealed');
    // Came late, after the stylesheet's own reveal: nothing to wait for. (A style read, not a layout.)
    if (getComputedStyle(body).opacity !== '0') return reveal();
    context.setStyle(body, 'animation-play-state', 'paused');
    context.timeout(reveal, REVEAL_AFTER_MS);
  },
});
