import { defineFeature, number } from '#behaviors';

/** Scroll distance (px) up to which the page counts as at the top. */
export const SCROLL_THRESHOLD = 50;
export const AT_TOP = 'scrolled-to-top';
export const SCROLLED_DOWN = 'scrolled-to-down';

export interface ScrollMarkerSettings {
  threshold: number;
}

/**
 * Marks the body `scrolled-to-top` while the page is scrolled at most `threshold` px, `scrolled-to-down`
 * beyond. The offset is read in a frame, never during attach (other behaviours have just written to the
 * page, and a read then would force a layout); scroll events only ask for that frame, so there is one
 * read and at most one write per frame.
 */
export default defineFeature<'any', ScrollMarkerSettings>({
  settings: { path: 'kurzus.scroll_marker', fields: { threshold: number(SCROLL_THRESHOLD, { min: 0 }) } },
  mount(body, context) {
    let scheduled: (() => void) | undefined;
    const update = () => {
      scheduled = undefined;
      const down = window.scrollY > context.settings.threshold;
      body.classList.toggle(SCROLLED_DOWN, down);
      body.classList.toggle(AT_TOP, !down);
    };
    const schedule = () => void (scheduled ??= context.frame(update));
    context.defer(() => body.classList.remove(AT_TOP, SCROLLED_DOWN));
    context.listen(window, 'scroll', schedule, { passive: true });
    schedule();
  },
});
