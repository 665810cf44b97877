import type { FeatureContext } from '#behaviors';

const easeInOut = (progress: number) => (progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2);

/**
 * Scrolls the window so the element's top (less its `scroll-margin-top`, for sticky headers) is at the
 * top, over `duration` ms by animation frames, or at once when the visitor prefers reduced motion.
 * Returns what stops it.
 * Written out rather than `scrollIntoView({behavior: 'smooth'})`, whose duration the browser picks.
 */
export function scrollToElement(element: Element, duration: number, context: FeatureContext<object>): () => void {
  const from = window.scrollY;
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const to = Math.max(0, from + element.getBoundingClientRect().top - margin);
  const jump = (top: number) => window.scrollTo({ top, behavior: 'instant' });
  if (duration <= 0 || context.platform.reducedMotion()) {
    jump(to);
    return () => {};
  }
  const start = performance.now();
  let stop = () => {};
  const step = () => {
    const progress = Math.min(1, (performance.now() - start) / duration);
    jump(from + (to - from) * easeInOut(progress));
    if (progress < 1) stop = context.frame(step);
  };
  stop = context.frame(step);
  return () => stop();
}
