import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, STRINGS_FILE } from '../../esbuild.config.ts';
import { CONTEXT, PLURAL_DELIMITER } from '../../packages/behaviors/i18n/translate.ts';
import { copyForBuild } from '../support/build-copy.ts';
import { bundleCatalogue } from '../support/catalogue.ts';
import { localeScan } from '../support/locale-scan.ts';

interface Library {
  js: Record<string, { attributes?: Record<string, string> } | null>;
}

let root: string;
let libraries: Record<string, Library>;
beforeAll(async () => {
  root = copyForBuild();
  await build({ root });
  libraries = load(readFileSync(path.join(root, 'module/kurzus_frontend.libraries.yml'), 'utf8')) as Record<string, Library>;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const bundleLibraries = ['bundle', 'bundle-classic'];

describe("Drupal's locale module and the built module", () => {
  it('reads calls as locale does: quotes of either kind, joined literals, a context in the options, plural pairs', () => {
    const text = `x;Drupal.t('One', {}, {context: 'a'}); Drupal.t("It's" + ' two'); Drupal.t(label);
      Drupal . formatPlural(n, '1 seat', "@count " + 'seats', { '@x': 1 }, { "context": "b" });`;
    expect(localeScan(text)).toEqual([
      { source: 'One', context: 'a' },
      { source: "It's two", context: '' },
      { source: `1 seat${PLURAL_DELIMITER}@count seats`, context: 'b' },
    ]);
  });

  it.each(bundleLibraries)('the %s library attaches the strings file as a data block: a type no browser fetches or runs', (name) => {
    const type = libraries[name]?.js[STRINGS_FILE]?.attributes?.['type'];
    expect(type).toBe('text/plain');
  });

  it.each(bundleLibraries)(
    "locale's scan of the %s library's files finds every t() and formatPlural() source of the bundle, in the context 'kurzus'",
    async (name) => {
      const found = Object.keys(libraries[name]!.js).flatMap((file) => localeScan(readFileSync(path.join(root, 'module', file), 'utf8')));
      const learnt = new Set(found.filter(({ context }) => context === CONTEXT).map(({ source }) => source));
      const sources = Object.keys(bundleCatalogue);
      const missed = sources.filter((source) => !learnt.has(source));
      expect(missed, `${sources.length - missed.length} of ${sources.length} found`).toEqual([]);
      expect(sources.length).toBeGreaterThan(30);
    },
  );
});
