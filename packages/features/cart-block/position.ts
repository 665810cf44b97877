import { autoUpdate, computePosition, detectOverflow, offset, shift, type Middleware } from '@floating-ui/dom';

/** Keeps this far from the viewport's edges, in px. */
const EDGE = 8;

/**
 * Commerce's rule: the contents hang from the link's left edge, unless that would overflow the
 * viewport's right edge; then they are aligned to the link's right edge. floating-ui's detectOverflow
 * measures against the viewport and every clipping ancestor.
 */
const alignRightWhenOverflowing: Middleware = {
  name: 'alignRightWhenOverflowing',
  async fn(state) {
    if (state.placement !== 'bottom-start') return {};
    const overflow = await detectOverflow(state, { padding: EDGE });
    return overflow.right > 0 ? { reset: { placement: 'bottom-end' } } : {};
  },
};

/**
 * Positions the expanded contents below the link and keeps them there while the page scrolls or
 * resizes; `is-outside-horizontal` marks the right alignment. `shift` keeps contents wider than the
 * space left of the link inside the viewport too. Returns what stops it.
 */
export function keepAligned(link: HTMLElement, contents: HTMLElement): () => void {
  let stopped = false;
  const update = async () => {
    const { x, y, placement } = await computePosition(link, contents, {
      placement: 'bottom-start',
      middleware: [offset(4), alignRightWhenOverflowing, shift({ padding: EDGE })],
    });
    if (stopped) return;
    contents.style.left = `${x}px`;
    contents.style.top = `${y}px`;
    contents.classList.toggle('is-outside-horizontal', placement === 'bottom-end');
  };
  const stop = autoUpdate(link, contents, () => void update());
  return () => {
    stopped = true;
    stop();
  };
}
