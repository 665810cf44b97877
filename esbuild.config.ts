// Builds the bundle into module/ (an ES module build with code splitting, one classic script, the widgets'
// styles) and the site's stylesheets into theme/css.
// `npm run build` (production) or `npm run build -- --dev` (readable, with source maps).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { contentHash, keepBuilds } from './scripts/build/builds.ts';
import { dropBareHelperImports } from './scripts/build/helper-chunk.ts';
import {
  componentStyles,
  duplicatedInputs,
  featureCodeInEager,
  formatTable,
  measure,
  overBudget,
  type Budgets,
} from './scripts/build/size-report.ts';
import { extractStrings, stringsScript } from './scripts/build/strings.ts';

const repository = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');

/** The file of literal Drupal.t() calls both bundle libraries attach for Drupal's locale module (module-relative). */
export const STRINGS_FILE = 'dist/kurzus.strings.js';

const common: esbuild.BuildOptions = {
  bundle: true,
  minify: !dev,
  sourcemap: dev ? 'linked' : false,
  metafile: true,
  logLevel: 'warning',
  // Browsers, not a language year: all of them have class fields, which an `es2020` entry would lower to a
  // defineProperty call per field, paid for each mounted element.
  target: ['chrome100', 'firefox100', 'safari15'],
  define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  jsx: 'automatic',
  // The libraries' licence comments go to a .LEGAL.txt beside each script (linked from it), not into
  // the bytes every visitor downloads.
  legalComments: 'linked',
};

/**
 * The site's text typography (theme/styles/text.css) inside CKEditor 5's editing area, for the theme's
 * `ckeditor5-stylesheets`: Drupal adds that file to the admin page the editor is on, so every rule is scoped
 * to `.ck-content` (CSS nesting, which esbuild writes out flat), and the admin theme keeps its own look.
 */
export function buildEditorCss(root = repository, { write = true } = {}) {
  const text = readFileSync(path.join(root, 'theme/styles/text.css'), 'utf8');
  return esbuild.build({
    ...common,
    absWorkingDir: root,
    write,
    stdin: {
      contents: `@import './tokens.css';
.ck-content {
  color: var(--kurzus-color-ink);
  font-family: var(--kurzus-font-sans);
  line-height: var(--kurzus-line-height);
${text}
}
`,
      resolveDir: path.join(root, 'theme/styles'),
      sourcefile: 'theme/styles/text.css (in .ck-content)',
      loader: 'css',
    },
    outfile: 'theme/css/ckeditor5.css',
  });
}

/**
 * Builds into `<root>/module` and `<root>/theme/css` (the repository by default; the deploy test builds a
 * copy). Files of earlier builds stay in `module/dist` (see `KEPT_BUILDS`), and `module/dist/build.json`
 * tells Drupal the new content hash, which it prints as the `?v=` of the module's and the theme's libraries.
 */
export async function build({ root = repository }: { root?: string } = {}) {
  const options = { ...common, absWorkingDir: root };
  const [module, retry, classic, css, siteCss, editorCss] = await Promise.all([
    esbuild.build({
      ...options,
      entryPoints: { kurzus: 'packages/kurzus/index.ts' },
      outdir: 'module/dist/esm',
      format: 'esm',
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
    }),
    // Printed after the entry: imports it again when a request of its module graph failed. Imports nothing.
    esbuild.build({
      ...options,
      entryPoints: { 'kurzus-retry': 'packages/kurzus/retry.ts' },
      outdir: 'module/dist/esm',
      format: 'esm',
    }),
    // For sites that cannot load modules: everything in one script, lazy parts inlined, DOMPurify too (the
    // in-page client and the captions sanitize as in the module build).
    esbuild.build({
      ...options,
      entryPoints: { 'kurzus.classic': 'packages/kurzus/index.ts' },
      outdir: 'module/dist',
      format: 'iife',
    }),
    esbuild.build({ ...options, entryPoints: { kurzus: 'packages/kurzus/kurzus.css' }, outdir: 'module/css' }),
    // The site's own look (tokens, typography, layout, cards, forms, messages): the theme's stylesheet; and
    // core's jQuery UI dialogs in the same look (the library kurzus/dialog, loaded only with them).
    esbuild.build({ ...options, entryPoints: { site: 'theme/styles/site.css', dialog: 'theme/styles/dialog.css' }, outdir: 'theme/css' }),
    buildEditorCss(root),
  ]);
  dropBareHelperImports(root, module.metafile!);
  const moduleFolder = path.join(root, 'module');
  // Every string the bundle's code passes to t() or formatPlural(), for Drupal's locale module.
  const sources = Object.keys(module.metafile!.inputs).filter((input) => input.startsWith('packages/'));
  const strings = extractStrings(sources.map((input) => ({ path: input, text: readFileSync(path.join(root, input), 'utf8') })));
  writeFileSync(path.join(moduleFolder, STRINGS_FILE), stringsScript(strings));

  // The version covers the theme's stylesheets too: the module versions the theme's libraries with it.
  const outputs = [module, retry, classic, css, siteCss, editorCss].flatMap((result) => Object.keys(result.metafile!.outputs));
  const version = contentHash(root, [...outputs, path.join('module', STRINGS_FILE)]);
  const distFiles = outputs
    .filter((file) => file.startsWith('module/dist/'))
    .map((file) => path.relative('module', file))
    .concat(STRINGS_FILE);
  keepBuilds(moduleFolder, { version, files: distFiles });
  writeFileSync(path.join(moduleFolder, 'dist/build.json'), JSON.stringify({ version }, null, 2) + '\n');

  const sizes = [
    ...measure(root, {
      module: module.metafile!,
      moduleEntry: 'module/dist/esm/kurzus.js',
      retry: retry.metafile!,
      classic: classic.metafile!,
      css: css.metafile!,
      siteCss: siteCss.metafile!,
    }),
    ...componentStyles(root),
  ];
  writeFileSync(path.join(moduleFolder, 'dist/sizes.json'), JSON.stringify(sizes, null, 2) + '\n');
  return {
    version,
    strings,
    sizes,
    duplicated: duplicatedInputs(module.metafile!),
    featureCode: featureCodeInEager(module.metafile!, 'module/dist/esm/kurzus.js'),
  };
}

/**
 * What fails a build: a size over its budget (`budgets.json`; the readable `--dev` output is not held to
 * them), a library bundled into two outputs, feature code in the eager part. The test run checks the
 * build it tests against too (tests/browser/build.test.ts).
 */
export function buildProblems({ sizes, duplicated, featureCode }: Awaited<ReturnType<typeof build>>): string[] {
  const budgets = JSON.parse(readFileSync(path.join(repository, 'budgets.json'), 'utf8')) as Budgets;
  return [
    ...(dev ? [] : overBudget(sizes, budgets)),
    ...duplicated.map((input) => `${input} is bundled into more than one output`),
    ...featureCode,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const built = await build();
  console.log(formatTable(built.sizes));
  const problems = buildProblems(built);
  for (const problem of problems) console.error(`Budget: ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
