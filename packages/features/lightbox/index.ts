import { defineBehavior } from '#behaviors/manifest';

/**
 * The image lightbox: Colorbox's markup and settings as the Drupal module prints them, opened in an
 * overlay with the plain style. Keyed on Colorbox's class.
 */
export const lightbox = defineBehavior({
  name: 'lightbox',
  selector: '.colorbox',
  element: 'link',
  load: () => import('./lightbox.ts'),
});
