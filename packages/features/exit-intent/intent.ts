import { platform } from '#behaviors';
import type { ExitIntentSettings } from './settings.ts';

type IntentSettings = Pick<ExitIntentSettings, 'sensitivity' | 'custom_behavior' | 'custom_behavior_delay' | 'custom_behavior_touch'>;

/** A touch device: its primary pointer is coarse (a finger). Touch laptops with a mouse do not count. */
export const isTouchDevice = (): boolean => platform.media('(pointer: coarse)')?.matches ?? false;

/**
 * Calls `onIntent` whenever the visitor looks like leaving, until `signal` aborts: the pointer leaves the
 * window through the top edge (within `sensitivity` px), or the custom behaviour says so (1: the page is
 * scrolled up; 2: `custom_behavior_delay` ms have passed), on touch devices only if `custom_behavior_touch`.
 */
export function watchIntent(settings: IntentSettings, onIntent: () => void, signal: AbortSignal): void {
  document.documentElement.addEventListener(
    'mouseleave',
    (event) => {
      // Sideways and bottom exits leave with a larger clientY; the top edge gives 0 or less.
      if (event.clientY <= settings.sensitivity) onIntent();
    },
    { signal },
  );
  if (settings.custom_behavior_touch && !isTouchDevice()) return;
  if (settings.custom_behavior === 1) {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < last) onIntent();
      last = y;
    };
    window.addEventListener('scroll', onScroll, { signal, passive: true });
  } else if (settings.custom_behavior === 2) {
    const timer = window.setTimeout(onIntent, settings.custom_behavior_delay);
    signal.addEventListener('abort', () => window.clearTimeout(timer), { once: true });
  }
}
