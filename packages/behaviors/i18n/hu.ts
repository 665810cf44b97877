import { PLURAL_DELIMITER, type Catalogue } from './translate.ts';

/**
 * The runtime's Hungarian translations (features bring their own, merged in with their code), keyed by the English source strings the code passes to t(),
 * so that a site's Drupal translations can override any of them. A plural entry's key and value join
 * their two forms with PLURAL_DELIMITER, as Drupal's do.
 */
export const hu: Catalogue = {
  '': {
    // The runtime's own: what a control shows when its code cannot be loaded and it has no link to follow.
    'This content failed to load.': 'A tartalmat nem sikerült betölteni.',
    // Shared controls (dialogs, overlays, the exit-intent pop-up).
    Close: 'Bezárás',
    OK: 'Rendben',
    // Strings of features still declared with the first API; each moves into its feature module when the
    // feature is split into a manifest entry and a module.
    // Exit-intent pop-up: the dialog's name when the block has no title.
    'Before you go': 'Mielőtt elmész',
    // Slider (the articles block and the 'join me' slider).
    Previous: 'Előző',
    Next: 'Következő',
    carousel: 'karusszel',
    Carousel: 'Karusszel',
    slide: 'dia',
    '@current of @total': '@current / @total',
    'Slide @current of @total': '@current. dia / @total',
    // Image and video lightboxes.
    'Image viewer': 'Képnézegető',
    '{current} of {total}': '{current} / {total}',
    '« Prev': '« Előző',
    'Next »': 'Következő »',
    'start slideshow': 'diavetítés indítása',
    'stop slideshow': 'diavetítés leállítása',
    'This image failed to load.': 'A képet nem sikerült betölteni.',
    Video: 'Videó',
    // Buying: buy and gift buttons, the '2+1' bundle.
    'How would you like to buy it?': 'Hogyan szeretnéd megvenni?',
    'You can take the course yourself on the course platform, or give it to someone as a gift.':
      'Elvégezheted a kurzust magad a kurzusplatformon, vagy megajándékozhatsz vele valakit.',
    'For myself, on the course platform': 'Magamnak, a kurzusplatformon',
    'As a gift': 'Ajándékba',
    'Choose your episodes': 'Válaszd ki az epizódokat',
    ['Choose one episode for the package, then press the purchase button again.' +
    PLURAL_DELIMITER +
    'Choose @count episodes for the package, then press the purchase button again.']:
      'Válassz ki egy epizódot a csomaghoz, majd kattints újra a vásárlás gombjára.' +
      PLURAL_DELIMITER +
      'Válassz ki @count epizódot a csomaghoz, majd kattints újra a vásárlás gombjára.',
    'always part of the package': 'mindig a csomag része',
  },
};
