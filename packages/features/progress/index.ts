import { defineBehavior } from '#behaviors';

/** A progress bar fed by polling (spec §7): `<div data-kurzus="progress" data-progress-uri="URI">`. */
export const progress = defineBehavior({
  name: 'progress',
  // Polling and the bar load only on pages that show one.
  mount: (element, context) => import('./progress.ts').then(({ mountProgress }) => mountProgress(element, context)),
});
