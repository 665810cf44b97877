import type { FeatureContext } from '#behaviors';
import type { ExitIntentSettings } from './settings.ts';

type IntentSettings = Pick<ExitIntentSettings, 'sensitivity' | 'custom_behavior' | 'custom_behavior_delay' | 'custom_behavior_touch'>;

/**
 * Calls `onIntent` whenever the visitor looks like leaving, until what it returns is called (or detach):
 * the pointer leaves the window through the top edge (within `sensitivity` px), or the custom behaviour
 * says so (1: the page is scrolled up; 2: `custom_behavior_delay` ms have passed), on touch devices (a
 * coarse primary pointer: touch laptops with a mouse do not count) only if `custom_behavior_touch`.
 */
export function watchIntent(settings: IntentSettings, onIntent: () => void, context: FeatureContext<object>): () => void {
  const stops = [
    context.listen(document.documentElement, 'mouseleave', (event) => {
      // Sideways and bottom exits leave with a larger clientY; the top edge gives 0 or less.
      if ((event as MouseEvent).clientY <= settings.sensitivity) onIntent();
    }),
  ];
  const stop = () => stops.forEach((undo) => undo());
  if (settings.custom_behavior_touch && !context.platform.media('(pointer: coarse)').matches) return stop;
  if (settings.custom_behavior === 1) {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < last) onIntent();
      last = y;
    };
    stops.push(context.listen(window, 'scroll', onScroll, { passive: true }));
  } else if (settings.custom_behavior === 2) {
    stops.push(context.timeout(onIntent, settings.custom_behavior_delay));
  }
  return stop;
}
