import type { Catalogue } from './translate.ts';

/**
 * The runtime's Hungarian (each feature's translator adds its own: `translator()`), keyed by the English
 * source strings the code passes to t(). A plural entry's key and value join their two forms with
 * PLURAL_DELIMITER, as Drupal's do. `module/translations/hu.po` carries the same for Drupal.
 */
export const hu = {
  // The runtime's own: what a control shows when its code cannot be loaded and it has no link to follow.
  'This content failed to load.': 'A tartalmat nem sikerült betölteni.',
  // Shared controls (the dialogs and overlays of packages/ui, the exit-intent pop-up, the lightbox).
  Close: 'Bezárás',
  OK: 'Rendben',
} satisfies Catalogue;
