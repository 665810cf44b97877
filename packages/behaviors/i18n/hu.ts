import { PLURAL_DELIMITER, type Catalogue } from './translate.ts';

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
    // Image and video lightboxes (spec §2, §8).
    'Image viewer': 'Képnézegető',
    '{current} of {total}': '{current} / {total}',
    '« Prev': '« Előző',
    'Next »': 'Következő »',
    'start slideshow': 'diavetítés indítása',
    'stop slideshow': 'diavetítés leállítása',
    'This image failed to load.': 'A képet nem sikerült betölteni.',
    'This content failed to load.': 'A tartalmat nem sikerült betölteni.',
    Video: 'Videó',
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
    // Forms, in-page updates and progress. Core's English sources stay the keys (a site's
    // translations still override them); the Hungarian speaks to a shopper: what happened, what to do.
    'The response failed verification so will not be processed.': 'Valami hiba történt. Töltsd újra az oldalt, és próbáld meg még egyszer.',
    'An AJAX HTTP error occurred.': 'Valami hiba történt. Próbáld meg újra egy kicsit később.',
    'HTTP Result Code: !status': '(Hibakód: !status)',
    'An AJAX HTTP request terminated abnormally.': 'Megszakadt a kapcsolat. Próbáld meg újra.',
    'Network problem!': 'Nincs internetkapcsolat. Ellenőrizd a hálózatot, és próbáld meg újra.',
    'Processing...': 'Feldolgozás...',
    'Status message': 'Állapotüzenet',
    'Warning message': 'Figyelmeztető üzenet',
    'Error message': 'Hibaüzenet',
    Changed: 'Módosítva',
    Progress: 'Folyamat',
    'An error has occurred.': 'Hiba történt.',
    // Buying: buy and gift buttons, the '2+1' bundle (spec §2, §5, §7).
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
