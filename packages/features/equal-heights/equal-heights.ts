import type { Cleanup, MountContext } from '#behaviors';
import { CONTENT_RESIZED } from '../more-items/more-items.ts';
import { cardOf, minHeights, type Measured } from './rows.ts';

export function mountEqualHeights(block: HTMLElement, { signal, warn }: MountContext<object>): Cleanup | void {
  const members = [...block.querySelectorAll<HTMLElement>('[data-equal-height]')].map((member) => {
    const group = member.dataset['equalHeight'] ?? '';
    return { member, group, card: cardOf(member, block, group) };
  });
  if (members.length === 0) {
    warn('data-equal-height', 'no members in the block; nothing to make equal.');
    return;
  }

  // One frame does all the work: clear (writes), measure everything (one layout), then set (writes).
  let frame = 0;
  const update = () => {
    frame = 0;
    for (const { member } of members) member.style.minHeight = '';
    const measured: Measured[] = [];
    for (const { member, group, card } of members) {
      if (member.getClientRects().length === 0) continue; // hidden: not in any row
      const height = member.getBoundingClientRect().height;
      measured.push({ member, group, height, row: Math.round(card.getBoundingClientRect().top), boxExtra: boxExtra(member, height) });
    }
    for (const [member, minHeight] of minHeights(measured)) member.style.minHeight = `${minHeight}px`;
  };
  const schedule = () => {
    if (!frame && !signal.aborted) frame = requestAnimationFrame(update);
  };

  schedule();
  // Width changes (window resize, breakpoints) and late content show as a change of the block's size.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : undefined;
  if (observer) observer.observe(block);
  else window.addEventListener('resize', schedule, { signal });
  // Images and web fonts change heights as they arrive; 'load' does not bubble, so listen in capture.
  block.addEventListener('load', schedule, { signal, capture: true });
  void document.fonts?.ready.then(schedule);
  document.fonts?.addEventListener('loadingdone', schedule, { signal });
  // The show-more toggle changed content in or around the block.
  document.addEventListener(
    CONTENT_RESIZED,
    (event) => {
      if (event.target instanceof Node && (block.contains(event.target) || event.target.contains(block))) schedule();
    },
    { signal },
  );

  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    for (const { member } of members) {
      member.style.removeProperty('min-height');
      if (!member.getAttribute('style')) member.removeAttribute('style');
    }
  };
}

/** Padding and border, when min-height sizes the content box rather than the border box. */
function boxExtra(member: HTMLElement, borderBoxHeight: number): number {
  const style = getComputedStyle(member);
  const content = parseFloat(style.height);
  return style.boxSizing === 'border-box' || !Number.isFinite(content) ? 0 : borderBoxHeight - content;
}
