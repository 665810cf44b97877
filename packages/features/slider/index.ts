import { defineBehavior } from '#behaviors/manifest';

/**
 * The articles block and the 'join me' slider: `<div data-kurzus="slider">` with slides `[data-slide]`
 * becomes a carousel with previous/next, swipe, arrow keys and announced slide changes. Its code and the
 * carousel library (Embla) load only when the slider comes near the viewport.
 */
export const slider = defineBehavior({
  name: 'slider',
  strategy: 'visible',
  load: () => import('./slider.ts'),
});
