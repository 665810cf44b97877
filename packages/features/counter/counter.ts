import { defineFeature, type FeatureContext } from '#behaviors';
import { formatLike } from './format.ts';

/** How long a count takes, from 0 to the target, in ms. */
export const COUNT_DURATION = 4000;
export const COUNTED = 'counted';

/** Calls `step` with the progress (0 to 1) once per frame for COUNT_DURATION ms, then `done`. */
function animate(context: FeatureContext, step: (progress: number) => void, done: () => void) {
  const start = performance.now();
  let cancelFrame = () => {};
  const finish = () => {
    cancelFrame();
    cancelEnd();
    done();
  };
  // Frames stop in a background tab; the timeout still ends the count on time.
  const cancelEnd = context.timeout(finish, COUNT_DURATION);
  const tick = () => {
    const progress = Math.min(1, (performance.now() - start) / COUNT_DURATION);
    if (progress >= 1) return finish();
    step(progress);
    cancelFrame = context.frame(tick);
  };
  tick();
}

/**
 * What is seen counts up (hidden from screen readers); what is read is the final text. The final text also
 * stays in the layout, unseen, so the counter keeps its width while it counts (counter.css).
 */
function splitForCounting(element: HTMLElement, serverText: string, first: string): HTMLElement {
  const span = (className: string, text: string, hidden: boolean) => {
    const node = document.createElement('span');
    node.className = className;
    if (hidden) node.setAttribute('aria-hidden', 'true');
    node.textContent = text;
    return node;
  };
  const shown = span('kurzus-counter__shown', first, true);
  element.replaceChildren(shown, span('kurzus-visually-hidden', serverText, false), span('kurzus-counter__width', serverText, true));
  return shown;
}

/**
 * A counter: the first time it enters the viewport it counts from 0 to `data-count` over 4000 ms, then
 * shows exactly the server's text again and is marked `counted`, for good. While it counts, screen readers
 * read the final text, not the changing numbers. With reduced motion it is counted at once.
 */
export default defineFeature({
  mount(element, context) {
    if (element.classList.contains(COUNTED)) return;
    const raw = element.dataset['count'] ?? '';
    const target = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(target) || target < 0) {
      context.warn('data-count', `should be a number of at least 0 but is ${JSON.stringify(raw)}; the counter shows its text as it is.`);
      return;
    }
    if (context.platform.reducedMotion()) {
      element.classList.add(COUNTED);
      return;
    }
    const serverText = element.textContent ?? '';
    // Put back as printed, markup and all, when done (or detached before).
    const printed = [...element.childNodes];
    const decimals = raw.split('.')[1]?.length ?? 0;
    const { format } = formatLike(serverText, decimals);
    const shown = splitForCounting(element, serverText, format(0));
    context.defer(() => {
      if (!element.classList.contains(COUNTED)) element.replaceChildren(...printed);
    });
    const step = (progress: number) => {
      const value = target * progress;
      shown.textContent = format(decimals > 0 ? value : Math.floor(value));
    };
    const done = () => {
      element.replaceChildren(...printed);
      element.classList.add(COUNTED);
    };
    context.whenNear(element, 0, () => animate(context, step, done));
  },
});
