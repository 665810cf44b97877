import { defineBehavior } from '#behaviors/manifest';

/**
 * A progress bar fed by polling: `<div data-kurzus="progress" data-progress-uri="URI">`. Polling and the
 * bar load only on pages that show one.
 */
export const progress = defineBehavior({
  name: 'progress',
  load: () => import('./progress.ts'),
});
