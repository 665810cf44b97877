import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { po, type GetTextTranslation } from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { CONTEXT, PLURAL_DELIMITER } from '../../packages/behaviors/i18n/translate.ts';
import { extractStrings, keyOf } from '../../scripts/build/strings.ts';
import { bundleCatalogue } from '../support/catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every file below a folder of the repository whose name passes `keep`, with its text. */
const filesBelow = (folder: string, keep: (name: string) => boolean) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => ({ path: path.join(folder, name), text: readFileSync(path.join(root, folder, name), 'utf8') }));

/** The `t()` and `formatPlural()` sources of the bundle's code (tests left out). */
const codeStrings = extractStrings(filesBelow('packages', (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))).map(keyOf);

// A literal with `|t`, and its options when they name a context: {{ 'Home'|t({}, {'context': 'kurzus'}) }}.
const TEMPLATE_T =
  /(['"])((?:(?!\1).)*)\1\s*\|\s*t\b(?:\s*\(\s*\{[^}]*\}\s*,\s*\{\s*['"]context['"]\s*:\s*(['"])((?:(?!\3).)*)\3\s*\}\s*\))?/g;

/** Every `|t` string of the theme's templates, with its context ('' without one). */
const templateStrings = filesBelow('theme/templates', (name) => name.endsWith('.twig')).flatMap((file) => {
  // Only the filter form is read here: a {% trans %} block would need its own reading.
  expect(file.text, `${file.path} uses {% trans %}`).not.toMatch(/\{%-?\s*trans\b/);
  return [...file.text.matchAll(TEMPLATE_T)].map(([, , source = '', , context = '']) => ({ source, context }));
});

/** A hu.po's entries, by context and English source. */
const catalogueOf = (file: string) => po.parse(readFileSync(path.join(root, file))).translations;
/** The module's (the bundle's strings, its settings form) and the theme's (its templates'). */
const moduleTranslations = catalogueOf('module/translations/hu.po');
const themeTranslations = catalogueOf('theme/translations/hu.po');

/** A .po entry's translation as the bundle's catalogue writes it: plural forms joined with Drupal's delimiter. */
const poText = (entry: GetTextTranslation | undefined) => entry?.msgstr.join(PLURAL_DELIMITER);
/** The .po entry of a catalogue key: a plural pair is found by its singular, and must name its plural. */
function poEntry(context: string, key: string): GetTextTranslation | undefined {
  const [singular = '', plural] = key.split(PLURAL_DELIMITER);
  const entry = moduleTranslations[context]?.[singular];
  return entry && entry.msgid_plural === plural ? entry : undefined;
}
/** A missing entry, as it goes into hu.po. */
const poSnippet = (key: string, text: string) => {
  const [singular, plural] = key.split(PLURAL_DELIMITER);
  const [one, other] = text.split(PLURAL_DELIMITER);
  return plural === undefined
    ? `msgctxt "${CONTEXT}"\nmsgid ${JSON.stringify(key)}\nmsgstr ${JSON.stringify(text)}`
    : `msgctxt "${CONTEXT}"\nmsgid ${JSON.stringify(singular)}\nmsgid_plural ${JSON.stringify(plural)}\nmsgstr[0] ${JSON.stringify(one)}\nmsgstr[1] ${JSON.stringify(other)}`;
};

describe("the bundle's strings", () => {
  it('every t() and formatPlural() source in the code has its Hungarian in a catalogue, and every catalogue entry is used', async () => {
    const catalogue = bundleCatalogue;
    expect(codeStrings.length).toBeGreaterThan(30);
    expect(
      codeStrings.filter((key) => !(key in catalogue)),
      'no Hungarian (add it to the strings of the feature that says it)',
    ).toEqual([]);
    expect(
      Object.keys(catalogue).filter((key) => !codeStrings.includes(key)),
      'in a catalogue, but no code says it',
    ).toEqual([]);
  });

  it(`module/translations/hu.po carries every one in the context '${CONTEXT}', with the bundle's own Hungarian`, async () => {
    const catalogue = bundleCatalogue;
    const wrong = Object.entries(catalogue).filter(([key, text]) => poText(poEntry(CONTEXT, key)) !== text);
    expect(wrong.map(([key, text]) => poSnippet(key, text)).join('\n\n'), 'missing from hu.po or worded otherwise').toBe('');
  });

  it("the theme's hu.po carries every template's |t string, in its context, translated", () => {
    expect(templateStrings.length).toBeGreaterThan(5);
    const missing = templateStrings.filter(({ source, context }) => !themeTranslations[context]?.[source]?.msgstr[0]);
    expect(missing, 'missing from hu.po (or with an empty msgstr)').toEqual([]);
  });

  it(`the '${CONTEXT}' context holds nothing but the bundle's strings in the module's hu.po, the templates' in the theme's`, () => {
    const stale = (catalogue: typeof moduleTranslations, known: Set<string>) =>
      Object.values(catalogue[CONTEXT] ?? {})
        .map((entry) => keyOf({ source: entry.msgid, plural: entry.msgid_plural }))
        .filter((key) => !known.has(key));
    expect(stale(moduleTranslations, new Set(codeStrings))).toEqual([]);
    expect(
      stale(themeTranslations, new Set(templateStrings.filter(({ context }) => context === CONTEXT).map(({ source }) => source))),
    ).toEqual([]);
  });
});
