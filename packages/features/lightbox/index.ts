import { defineBehavior } from '#behaviors';
import { mountLightbox } from './lightbox.ts';
import { lightboxSettings } from './settings.ts';

/**
 * The image lightbox (spec §2 'Image lightbox', §5 'Lightbox captions'): Colorbox's markup and settings as
 * the Drupal module prints them, opened in an overlay with the plain style. Keyed on Colorbox's class.
 */
export const lightbox = defineBehavior({
  name: 'lightbox',
  selector: '.colorbox',
  settings: lightboxSettings,
  mount: mountLightbox,
});
