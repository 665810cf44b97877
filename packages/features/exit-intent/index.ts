import { defineBehavior } from '#behaviors';
import { mountExitIntent } from './exit-intent.ts';
import { exitIntentSettings } from './settings.ts';

/**
 * The exit-intent pop-up (spec §2, §3, §4, §9) on the exit-modal block as the module prints it
 * (`#ouibounce-exit-modal`), enhanced in place. Settings: `kurzus.exit_intent`.
 */
export const exitIntent = defineBehavior({
  name: 'exit-intent',
  selector: '#ouibounce-exit-modal, [data-kurzus~="exit-intent"]',
  settings: exitIntentSettings,
  mount: mountExitIntent,
});
