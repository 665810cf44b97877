import ts from 'typescript';
import { CONTEXT, PLURAL_DELIMITER } from '../../packages/behaviors/i18n/translate.ts';

/** A string the bundle translates: a t() source, or a formatPlural() pair. */
export interface SourceString {
  source: string;
  plural?: string;
}

/** The catalogue key of a string: a plural pair joined as Drupal joins it. */
export const keyOf = ({ source, plural }: SourceString) => (plural === undefined ? source : source + PLURAL_DELIMITER + plural);

const literalText = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/**
 * Every literal `t('…')` and `formatPlural(count, '…', '…')` call in the given TypeScript sources, once
 * each, sorted. A call with any other first argument (a label the site sends, already translated) has no
 * source to give.
 */
export function extractStrings(files: readonly { path: string; text: string }[]): SourceString[] {
  const found = new Map<string, SourceString>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [first, second, third] = node.arguments;
      if (node.expression.text === 't') {
        const source = literalText(first);
        if (source !== undefined) found.set(source, { source });
      } else if (node.expression.text === 'formatPlural') {
        const source = literalText(second);
        const plural = literalText(third);
        if (source !== undefined && plural !== undefined) found.set(keyOf({ source, plural }), { source, plural });
      }
    }
    ts.forEachChild(node, visit);
  };
  for (const file of files) {
    const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    visit(ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, kind));
  }
  // By code unit, not locale: the file's bytes (and so the build's content hash) are the same on every machine.
  return [...found.values()].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
}

/**
 * A JavaScript string literal that locale's scan reads back as `text`: it takes what lies between the
 * quotes as it is and unescapes nothing, so a string that would need an escape cannot be written.
 */
function literal(text: string): string {
  if (/[\\\r\n\u2028\u2029]/.test(text) || (text.includes("'") && text.includes('"'))) {
    throw new Error(`t() source ${JSON.stringify(text)} cannot be written for Drupal's locale scan, which unescapes nothing: reword it.`);
  }
  return text.includes("'") ? `"${text}"` : `'${text}'`;
}

/**
 * The strings file the theme's libraries attach for Drupal's locale module. Locale learns a script's
 * strings only from literal `Drupal.t()` / `Drupal.formatPlural()` calls in the files of the libraries on a
 * page, and the bundle's own calls are neither (minified, and many in chunks Drupal never lists).
 */
export function stringsScript(strings: readonly SourceString[]): string {
  const context = `{ context: ${literal(CONTEXT)} }`;
  const calls = strings.map(({ source, plural }) =>
    plural === undefined
      ? `  Drupal.t(${literal(source)}, {}, ${context});`
      : `  Drupal.formatPlural(1, ${literal(source)}, ${literal(plural)}, {}, ${context});`,
  );
  return [
    "// The Kurzus theme's visitor strings, for Drupal's locale module, which learns a script's strings only",
    '// from literal Drupal.t() and Drupal.formatPlural() calls in the files of the libraries on a page.',
    "// Written by the build from the bundle's t() and formatPlural() calls. The libraries attach it with a",
    '// type no browser fetches or runs, and nothing calls the function below.',
    '(function () {',
    ...calls,
    '});',
    '',
  ].join('\n');
}
