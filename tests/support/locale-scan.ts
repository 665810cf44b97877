/**
 * What Drupal's locale module learns from a JavaScript file: the same search as its `_locale_parse_js_file()`
 * (modules/locale/locale.module), written here as JavaScript regular expressions. Locale finds literal
 * `Drupal.t('source', {…}, {context: '…'})` and `Drupal.formatPlural(count, 'singular', 'plural', {…},
 * {context: '…'})` calls, with single- or double-quoted literals that may be joined with `+`, and takes
 * what lies between the quotes as it is (it unescapes nothing).
 */
const PLURAL_DELIMITER = '\u0003';

// A string argument: quoted literals (an escaped quote allowed inside), joined by `+`.
const QUOTED = String.raw`'(?:\\'|[^'])*'|"(?:\\"|[^"])*"`;
const STRING = String.raw`(?:(?:${QUOTED})(?:\s*\+\s*)?)+`;
// An object literal without nested objects (the arguments), and one with a `context` key, whose value is captured.
const OBJECT = String.raw`\{.*?\}`;
const CONTEXT_OBJECT = String.raw`\{.*?(?:'context'|"context"|context)\s*:\s*(${STRING}).*?\}`;
const OPTIONS = String.raw`(?:,\s*${OBJECT}\s*(?:,\s*${CONTEXT_OBJECT}\s*)?)?`;

// `s`: the dot crosses lines, as locale's pattern modifier does.
const T_CALL = new RegExp(String.raw`[^\w]Drupal\s*\.\s*t\s*\(\s*(${STRING})\s*${OPTIONS}[,)]`, 'gs');
const PLURAL_CALL = new RegExp(
  String.raw`[^\w]Drupal\s*\.\s*formatPlural\s*\(\s*.+?\s*,\s*(${STRING})\s*,\s*(${STRING})\s*${OPTIONS}[,)]`,
  'gs',
);

/** Locale's `_locale_strip_quotes()`: the outer quotes off, literals joined with `+` put together. */
const stripQuotes = (literal: string | undefined) =>
  (literal ?? '')
    .slice(1, -1)
    .split(/(?<!\\)['"]\s*\+\s*['"]/s)
    .join('');

export interface LocaleString {
  /** The source as locale stores it: a plural pair joined with Drupal's delimiter. */
  source: string;
  context: string;
}

/** Every string locale's scan stores from the file's text, in the order found. */
export function localeScan(text: string): LocaleString[] {
  const found: LocaleString[] = [];
  for (const [, source, context] of text.matchAll(T_CALL)) found.push({ source: stripQuotes(source), context: stripQuotes(context) });
  for (const [, singular, plural, context] of text.matchAll(PLURAL_CALL)) {
    found.push({ source: stripQuotes(singular) + PLURAL_DELIMITER + stripQuotes(plural), context: stripQuotes(context) });
  }
  return found;
}
