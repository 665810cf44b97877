import { number, type Cleanup, type MountContext, type SettingsSpec } from '#behaviors';

/** Scroll distance (px) up to which the page counts as at the top (the spec leaves it open). */
export const SCROLL_THRESHOLD = 50;
export const AT_TOP = 'scrolled-to-top';
export const SCROLLED_DOWN = 'scrolled-to-down';

export interface ScrollMarkerSettings {
  threshold: number;
}

export const scrollMarkerSettings: SettingsSpec<ScrollMarkerSettings> = {
  path: 'kurzus.scroll_marker',
  fields: { threshold: number(SCROLL_THRESHOLD, { min: 0 }) },
};

/**
 * Marks the body `scrolled-to-top` while the page is scrolled at most `threshold` px, `scrolled-to-down`
 * beyond. Scroll events only ask for a frame; the frame reads the offset once and writes classes after,
 * so there is one read and at most one write per frame, never a forced layout.
 */
export function mountScrollMarker(body: HTMLElement, { settings, signal }: MountContext<ScrollMarkerSettings>): Cleanup {
  let frame = 0;
  const update = () => {
    frame = 0;
    const down = window.scrollY > settings.threshold;
    body.classList.toggle(SCROLLED_DOWN, down);
    body.classList.toggle(AT_TOP, !down);
  };
  update();
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true, signal });
  return () => {
    cancelAnimationFrame(frame);
    body.classList.remove(AT_TOP, SCROLLED_DOWN);
  };
}
