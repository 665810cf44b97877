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
