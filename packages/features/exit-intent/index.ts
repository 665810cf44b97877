import { defineBehavior } from '#behaviors/manifest';

/**
 * The exit-intent pop-up on the exit-modal block as the module prints it (`#ouibounce-exit-modal`),
 * enhanced in place. Settings: `kurzus.exit_intent`. Its code (with js-cookie) loads when the page is
 * idle, and only on pages that carry the block; focus-trap, when it opens.
 */
export const exitIntent = defineBehavior({
  name: 'exit-intent',
  selector: '#ouibounce-exit-modal, [data-kurzus~="exit-intent"]',
  strategy: 'idle',
  load: () => import('./exit-intent.ts'),
});
