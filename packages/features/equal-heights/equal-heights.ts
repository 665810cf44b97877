import { CONTENT_RESIZED, defineFeature } from '#behaviors';
import { cardOf, minHeights, type Measured } from './rows.ts';

interface Member {
  readonly member: HTMLElement;
  readonly group: string;
  readonly card: HTMLElement;
}

/** Padding and border, when min-height sizes the content box rather than the border box. */
function boxExtra(member: HTMLElement, borderBoxHeight: number): number {
  const style = getComputedStyle(member);
  const content = parseFloat(style.height);
  return style.boxSizing === 'border-box' || !Number.isFinite(content) ? 0 : borderBoxHeight - content;
}

/** Takes the min-heights off (and a style attribute left empty). */
function clear(members: readonly Member[], removeEmptied: boolean) {
  for (const { member } of members) {
    member.style.removeProperty('min-height');
    if (removeEmptied && !member.getAttribute('style')) member.removeAttribute('style');
  }
}

/** Clears (writes), measures everything (one layout), then sets (writes): run in a frame, never in attach. */
function equalize(members: readonly Member[]) {
  clear(members, false);
  const measured: Measured[] = [];
  for (const { member, group, card } of members) {
    if (member.getClientRects().length === 0) continue; // hidden: not in any row
    const height = member.getBoundingClientRect().height;
    measured.push({ member, group, height, row: Math.round(card.getBoundingClientRect().top), boxExtra: boxExtra(member, height) });
  }
  for (const [member, minHeight] of minHeights(measured)) member.style.minHeight = `${minHeight}px`;
}

export default defineFeature({
  mount(block, context) {
    const members = [...block.querySelectorAll<HTMLElement>('[data-equal-height]')].map((member) => {
      const group = member.dataset['equalHeight'] ?? '';
      return { member, group, card: cardOf(member, block, group) };
    });
    if (members.length === 0) {
      context.warn('data-equal-height', 'no members in the block; nothing to make equal.');
      return;
    }
    context.defer(() => clear(members, true));
    let scheduled: (() => void) | undefined;
    const schedule = () => {
      scheduled ??= context.frame(() => {
        scheduled = undefined;
        equalize(members);
      });
    };
    schedule();
    // Width changes (window resize, breakpoints) and late content show as a change of the block's size.
    if (typeof ResizeObserver === 'function') context.observe(new ResizeObserver(schedule)).observe(block);
    else context.listen(window, 'resize', schedule);
    // Images and web fonts change heights as they arrive; 'load' does not bubble, so listen in capture.
    context.listen(block, 'load', schedule, { capture: true });
    if (document.fonts) {
      void document.fonts.ready.then(schedule);
      context.listen(document.fonts, 'loadingdone', schedule);
    }
    // Content changed size in or around the block (a show-more toggle): the visitor's click paints first,
    // and the rows even out in the frame after it, so the click's frame does not wait for two more layouts.
    let afterPaint: (() => void) | undefined;
    context.listen(document, CONTENT_RESIZED, ({ target }) => {
      if (!(target instanceof Node && (block.contains(target) || target.contains(block)))) return;
      afterPaint ??= context.frame(() => {
        afterPaint = undefined;
        schedule();
      });
    });
  },
});
