import { formatString, type Args } from './format.ts';
import { lookup } from './index.ts';
import { PLURAL_DELIMITER } from './translate.ts';

/** Form 0 for a count of 1, form 1 for every other count, unless Drupal sends its own formula. */
function pluralIndex(count: number): number {
  const formula = window.drupalTranslations?.pluralFormula;
  if (formula) return formula[count] ?? formula['default'] ?? 0;
  return count === 1 ? 0 : 1;
}

/**
 * formatPlural() with Drupal's semantics over a translator's lookup. Its own module: only feature code
 * counts, so the eager part (whose one message needs t() alone) does not carry it.
 */
export const pluralFormatter =
  (translate: (source: string) => string) =>
  (count: number, singular: string, plural: string, args: Args = {}): string => {
    const joined = translate(singular + PLURAL_DELIMITER + plural);
    const forms = formatString(joined, { ...args, '@count': count }).split(PLURAL_DELIMITER);
    return forms[pluralIndex(count)] ?? forms[forms.length - 1] ?? '';
  };

/** The page's formatPlural(), over the bundle's catalogue. */
export const formatPlural = pluralFormatter(lookup);
