import { formatString, type Args } from './format.ts';
import { hu } from './hu.ts';
import { createTranslator, PLURAL_DELIMITER, type Catalogue } from './translate.ts';

/** Form 0 for a count of 1, form 1 for every other count, unless Drupal sends its own formula. */
function pluralIndex(count: number): number {
  const formula = window.drupalTranslations?.pluralFormula;
  if (formula) return formula[count] ?? formula['default'] ?? 0;
  return count === 1 ? 0 : 1;
}

/** formatPlural() with Drupal's semantics over a translator's lookup. */
export const pluralFormatter =
  (translate: (source: string) => string) =>
  (count: number, singular: string, plural: string, args: Args = {}): string => {
    const joined = translate(singular + PLURAL_DELIMITER + plural);
    const forms = formatString(joined, { ...args, '@count': count }).split(PLURAL_DELIMITER);
    return forms[pluralIndex(count)] ?? forms[forms.length - 1] ?? '';
  };

/**
 * A module's own t(), formatPlural() and lookup (for a text the site sends), over its Hungarian (exported
 * as `strings`, which the translations test reads) and the runtime's. Each feature brings its strings with
 * its code and nothing is merged into a shared catalogue, so a registry, a story or a test gets the same
 * text from the same module. Outside the eager part: only feature code needs it.
 */
export function translator<const S extends Catalogue>(strings: S) {
  const { t, lookup } = createTranslator({ ...hu, ...strings });
  return { t, lookup, formatPlural: pluralFormatter(lookup) };
}
