import { drupal } from '../host/drupal.ts';
import { formatString, type Args } from './format.ts';

/** English source string → translation: the bundle's Hungarian catalogue. */
export type Catalogue = Record<string, string>;

/**
 * The translation context of every string the bundle passes to t() and formatPlural(). Drupal keeps one
 * translation per source and context, and core and modules translate some of the same English ('Close',
 * 'Processing...', the AJAX errors): in their context a site's community translation would replace the
 * bundle's wording. In this one only the module's `hu.po` and the site's own translators speak.
 */
export const CONTEXT = 'kurzus';

/** The delimiter between plural forms (Drupal's PoItem::DELIMITER). */
export const PLURAL_DELIMITER = '\u0003';

/**
 * Whether the page is Hungarian, by `<html lang>`: Drupal prints the interface language there, the one
 * `Drupal.t` translates into (`path.currentLanguage` is the URL's, which negotiation may set apart).
 */
const isHungarian = () => /^hu(-|$)/i.test(document.documentElement.lang);

/**
 * t() with Drupal's semantics, in the page's language, and the lookup formatPlural() builds on
 * (strings.ts). A translation Drupal has
 * (`Drupal.t` returns something other than the English source) wins, on a page of any language, so a
 * site's translators have the last word; otherwise a Hungarian page gets the bundle's catalogue and any
 * other page the English source.
 */
export function createTranslator<const C extends Catalogue>(catalogue: C) {
  function lookup(source: string): string {
    const drupalT = drupal()?.t;
    if (typeof drupalT === 'function') {
      const translated = drupalT(source, undefined, { context: CONTEXT });
      if (translated !== source) return translated;
    }
    return isHungarian() ? (catalogue[source] ?? source) : source;
  }

  /** Takes only a source its catalogue has, so a string without its Hungarian does not compile. */
  function t(source: keyof C & string, args?: Args): string {
    const text = lookup(source);
    return args ? formatString(text, args) : text;
  }

  return { t, lookup };
}
