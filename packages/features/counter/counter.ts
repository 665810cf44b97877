import type { Cleanup, MountContext } from '#behaviors';
import { formatLike } from './format.ts';

/** The spec's counting time (§4, §9): from 0 to the target in 4000 ms. */
export const COUNT_DURATION = 4000;
export const COUNTED = 'counted';

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A counter: the first time it enters the viewport it counts from 0 to `data-count` over 4000 ms, then
 * shows exactly the server's text again and is marked `counted`, for good. While it counts, screen readers
 * read the final text, not the changing numbers. With reduced motion it is counted at once.
 */
export function mountCounter(element: HTMLElement, { warn }: MountContext<object>): Cleanup | void {
  if (element.classList.contains(COUNTED)) return;
  const raw = element.dataset['count'] ?? '';
  const target = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(target) || target < 0) {
    warn('data-count', `should be a number of at least 0 but is ${JSON.stringify(raw)}; the counter shows its text as it is.`);
    return;
  }
  const serverText = element.textContent ?? '';
  // Put back as printed, markup and all, when done.
  const printed = [...element.childNodes];
  if (reducedMotion() || typeof IntersectionObserver !== 'function') {
    element.classList.add(COUNTED);
    return;
  }

  const decimals = raw.split('.')[1]?.length ?? 0;
  const { format } = formatLike(serverText, decimals);
  // What is seen counts up; what is read is the final text.
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = format(0);
  const read = document.createElement('span');
  read.className = 'kurzus-visually-hidden';
  read.textContent = serverText;
  element.replaceChildren(shown, read);

  let frame = 0;
  let end: number | undefined;
  const finish = () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(end);
    element.replaceChildren(...printed);
    element.classList.add(COUNTED);
  };
  const count = (start: number) => {
    const progress = Math.min(1, (performance.now() - start) / COUNT_DURATION);
    if (progress >= 1) return finish();
    const value = target * progress;
    shown.textContent = format(decimals > 0 ? value : Math.floor(value));
    frame = requestAnimationFrame(() => count(start));
  };
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    // Frames stop in a background tab; the timeout still ends the count on time.
    end = window.setTimeout(finish, COUNT_DURATION);
    count(performance.now());
  });
  observer.observe(element);

  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    window.clearTimeout(end);
    if (!element.classList.contains(COUNTED)) element.replaceChildren(...printed);
  };
}
