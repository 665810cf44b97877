import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { dropBareHelperImports, isHelperChunk } from '../../scripts/build/helper-chunk.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kurzus-helper-chunk-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** An output's name without its content hash. */
const nameOf = (file: string) => path.basename(file).replace(/-[A-Z0-9]+\.js$/, '');

/**
 * The shape of the bundle in small: an entry that needs no helper, a lazy module that does (it imports a
 * CommonJS file, as React's code is) and another that does not.
 */
async function buildSample() {
  const files = {
    'entry.js': 'export const loadWidget = () => import("./widget.js");\nexport const loadPlain = () => import("./plain.js");\n',
    'widget.js': 'import library from "./library.cjs";\nexport const answer = library.answer;\n',
    'plain.js': 'export const answer = 42;\n',
    'library.cjs': 'module.exports = { answer: 42 };\n',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['entry.js'],
    outdir: 'out',
    bundle: true,
    minify: true,
    splitting: true,
    format: 'esm',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'silent',
  });
  const meta = result.metafile;
  const [helper] = Object.entries(meta.outputs).find(([, output]) => isHelperChunk(output))!;
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const helperName = path.basename(helper);
  /** The files that import the helper chunk, and how: bare or by name. */
  const importers = () =>
    Object.keys(meta.outputs)
      .filter((file) => file.endsWith('.js') && read(file).includes(helperName))
      .map((file) => [nameOf(file), /import ?"[^"]+";/.test(read(file)) ? 'bare' : 'by name']);
  return { meta, helper, importers };
}

it("drops the bare imports of esbuild's helper chunk; the code that uses a helper still imports it, and runs", async () => {
  const { meta, helper, importers } = await buildSample();
  // What esbuild writes (its issue 1892): the entry and the plain module import the helpers they never use.
  expect(importers().sort()).toEqual([
    ['entry.js', 'bare'],
    ['plain', 'bare'],
    ['widget', 'by name'],
  ]);

  dropBareHelperImports(root, meta);

  expect(importers()).toEqual([['widget', 'by name']]);
  const importing = (file: string) => meta.outputs[file]!.imports.some((imported) => imported.path === helper);
  expect(Object.keys(meta.outputs).filter(importing).map(nameOf)).toEqual(['widget']);
  const entry = (await import(pathToFileURL(path.join(root, 'out/entry.js')).href)) as {
    loadWidget(): Promise<{ answer: number }>;
    loadPlain(): Promise<{ answer: number }>;
  };
  expect((await entry.loadWidget()).answer).toBe(42);
  expect((await entry.loadPlain()).answer).toBe(42);
});
