// Builds the bundle into theme/: an ES module build with code splitting, one classic script, the styles.
// `npm run build` (production) or `npm run build -- --dev` (readable, with source maps).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { duplicatedInputs, featureCodeInEager, formatTable, measure, overBudget, type Budgets } from './scripts/size-report.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');

const common: esbuild.BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  minify: !dev,
  sourcemap: dev ? 'linked' : false,
  metafile: true,
  logLevel: 'warning',
  // Browsers, not a language year: all of them have class fields, which an `es2020` entry would lower to a
  // defineProperty call per field, paid for each mounted element.
  target: ['chrome100', 'firefox100', 'safari15'],
  define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
  // @drupal/once 1.0.1 declares an export target without the leading "./", which esbuild cannot resolve.
  alias: { '@drupal/once': './node_modules/@drupal/once/src/once.js' },
  jsx: 'automatic',
  // The libraries' licence comments go to a .LEGAL.txt beside each script (linked from it), not into
  // the bytes every visitor downloads.
  legalComments: 'linked',
};

export async function build() {
  rmSync(path.join(root, 'theme/dist'), { recursive: true, force: true });
  const [module, classic, css, siteCss] = await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: { kurzus: 'packages/kurzus/index.ts' },
      outdir: 'theme/dist/esm',
      format: 'esm',
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
    }),
    // For sites that cannot load modules: everything in one script, lazy parts inlined, DOMPurify too (the
    // in-page client and the captions sanitize as in the module build).
    esbuild.build({
      ...common,
      entryPoints: { 'kurzus.classic': 'packages/kurzus/index.ts' },
      outdir: 'theme/dist',
      format: 'iife',
    }),
    esbuild.build({ ...common, entryPoints: { kurzus: 'packages/kurzus/kurzus.css' }, outdir: 'theme/css' }),
    // The site's own look (tokens, typography, layout, cards, forms, messages): the theme's second stylesheet;
    // and core's jQuery UI dialogs in the same look (the library kurzus/dialog, loaded only with them).
    esbuild.build({ ...common, entryPoints: { site: 'theme/src/site.css', dialog: 'theme/src/dialog.css' }, outdir: 'theme/css' }),
  ]);
  const sizes = measure(root, {
    module: module.metafile!,
    moduleEntry: 'theme/dist/esm/kurzus.js',
    classic: classic.metafile!,
    css: css.metafile!,
    siteCss: siteCss.metafile!,
  });
  writeFileSync(path.join(root, 'theme/dist/sizes.json'), JSON.stringify(sizes, null, 2) + '\n');
  return {
    sizes,
    duplicated: duplicatedInputs(module.metafile!),
    featureCode: featureCodeInEager(module.metafile!, 'theme/dist/esm/kurzus.js'),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { sizes, duplicated, featureCode } = await build();
  console.log(formatTable(sizes));
  const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')) as Budgets;
  const problems = dev ? [] : overBudget(sizes, budgets);
  for (const input of duplicated) problems.push(`${input} is bundled into more than one output`);
  problems.push(...featureCode);
  for (const problem of problems) console.error(`Budget: ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
