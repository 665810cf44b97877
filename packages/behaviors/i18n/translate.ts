import { drupal } from '../host/drupal.ts';
import { formatString, type Args } from './format.ts';

/** Source string → translation, per context ('' is the default context), as in drupalTranslations. */
export type Catalogue = Record<string, Record<string, string>>;

export interface TranslateOptions {
  context?: string;
}

/** The delimiter between plural forms (Drupal's PoItem::DELIMITER). */
export const PLURAL_DELIMITER = '\u0003';

/**
 * t() and formatPlural() with Drupal's semantics. A translation Drupal has (Drupal.t returns something
 * other than the English source) wins, so the site's own translations override; otherwise the
 * catalogue's, so the page never shows English.
 */
export function createTranslator(catalogue: Catalogue) {
  function lookup(source: string, context: string): string {
    const drupalT = drupal()?.t;
    if (typeof drupalT === 'function') {
      const translated = drupalT(source, undefined, { context });
      if (translated !== source) return translated;
    }
    return catalogue[context]?.[source] ?? source;
  }

  function t(source: string, args?: Args, options: TranslateOptions = {}): string {
    const text = lookup(source, options.context ?? '');
    return args ? formatString(text, args) : text;
  }

  /** Form 0 for a count of 1, form 1 for every other count, unless Drupal sends its own formula. */
  function pluralIndex(count: number): number {
    const formula = window.drupalTranslations?.pluralFormula;
    if (formula) return formula[count] ?? formula['default'] ?? 0;
    return count === 1 ? 0 : 1;
  }

  function formatPlural(count: number, singular: string, plural: string, args: Args = {}, options: TranslateOptions = {}): string {
    const joined = lookup(singular + PLURAL_DELIMITER + plural, options.context ?? '');
    const forms = formatString(joined, { ...args, '@count': count }).split(PLURAL_DELIMITER);
    return forms[pluralIndex(count)] ?? forms[forms.length - 1] ?? '';
  }

  return { t, formatPlural };
}
