import type { Cleanup } from '#behaviors';

/** How long the payment redirect page stays hidden (spec §4, §9). */
export const REVEAL_AFTER_MS = 3000;

/**
 * The payment redirect page (spec §2): hidden from the start by CSS (under `html.js`), visible after
 * 3000 ms (`is-revealed`). The stylesheet also reveals it by itself after 3 s, in case this never runs;
 * while this runs, that fallback is paused so the timing is this timer's alone.
 */
export function mountPaymentRedirect(body: HTMLElement): Cleanup {
  const reveal = () => body.classList.add('is-revealed');
  let timer: number | undefined;
  // Came late, after the stylesheet's own reveal: nothing to wait for.
  if (getComputedStyle(body).opacity !== '0') reveal();
  else {
    body.style.animationPlayState = 'paused';
    timer = window.setTimeout(reveal, REVEAL_AFTER_MS);
  }
  return () => {
    window.clearTimeout(timer);
    body.style.removeProperty('animation-play-state');
    if (body.style.length === 0) body.removeAttribute('style');
    body.classList.remove('is-revealed');
    if (body.classList.length === 0) body.removeAttribute('class');
  };
}
