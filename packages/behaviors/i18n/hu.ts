import type { Catalogue } from './translate.ts';

/**
 * The bundle's own Hungarian translations, keyed by the English source strings the code passes to t(),
 * so that a site's Drupal translations can override any of them. A plural entry's key and value join
 * their two forms with PLURAL_DELIMITER, as Drupal's do.
 */
export const hu: Catalogue = {
  '': {
    // Shared dialog.
    Close: 'Bezárás',
    OK: 'Rendben',
    // Ticket table (spec §2, §8).
    Soon: 'Hamarosan',
    'Ticket purchase will soon be available for this performance too.':
      'A jegyvásárlás hamarosan elérhető lesz ehhez az előadáshoz is.',
    'Tickets are not on sale yet': 'A jegyek még nem kaphatók',
    // Slider (the articles block and the 'join me' slider).
    Previous: 'Előző',
    Next: 'Következő',
    carousel: 'karusszel',
    Carousel: 'Karusszel',
    slide: 'dia',
    '@current of @total': '@current / @total',
    'Slide @current of @total': '@current. dia / @total',
  },
};
