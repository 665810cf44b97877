import { defineBehavior } from '#behaviors';
import { exitIntentSettings } from './settings.ts';

/**
 * The exit-intent pop-up (spec §2, §3, §4, §9) on the exit-modal block as the module prints it
 * (`#ouibounce-exit-modal`), enhanced in place. Settings: `kurzus.exit_intent`. Its code (with js-cookie)
 * loads when the page is idle, and only on pages that carry the block; focus-trap, when it may open.
 */
export const exitIntent = defineBehavior({
  name: 'exit-intent',
  selector: '#ouibounce-exit-modal, [data-kurzus~="exit-intent"]',
  settings: exitIntentSettings,
  strategy: 'idle',
  mount: async (root, context) => (await import('./exit-intent.ts')).mountExitIntent(root, context),
});
