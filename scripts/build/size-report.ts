import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { transformSync, type Metafile } from 'esbuild';

export interface OutputSize {
  file: string;
  bytes: number;
  gzip: number;
  /**
   * What loads it: the eager module entry (and its static imports), a lazy chunk, the classic script, the
   * widgets' styles ('css'), the site's stylesheets ('site-css': site.css, dialog.css), a component's own
   * stylesheet ('component-css': Drupal loads it where the component renders), or none: the libraries'
   * licence texts ('licences').
   */
  role: 'eager' | 'lazy' | 'classic' | 'css' | 'site-css' | 'component-css' | 'licences';
  /** Whether React's code is in it. */
  react: boolean;
}

const reactInput = /node_modules\/(react|react-dom|scheduler)\//;

/** Every output of the module build reachable from the entry through static imports: what each page loads. */
function eagerOutputs(meta: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of meta.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(entry);
  return seen;
}

export function measure(
  root: string,
  builds: { module: Metafile; moduleEntry: string; retry: Metafile; classic: Metafile; css: Metafile; siteCss: Metafile },
): OutputSize[] {
  const eager = eagerOutputs(builds.module, builds.moduleEntry);
  const sizes: OutputSize[] = [];
  const add = (meta: Metafile, role: (file: string) => OutputSize['role']) => {
    for (const [file, output] of Object.entries(meta.outputs)) {
      if (file.endsWith('.map')) continue;
      const content = readFileSync(path.join(root, file));
      sizes.push({
        file,
        bytes: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        // The libraries' licence texts sit beside the scripts; no page loads them.
        role: file.endsWith('.LEGAL.txt') ? 'licences' : role(file),
        react: Object.keys(output.inputs).some((input) => reactInput.test(input)),
      });
    }
  };
  add(builds.module, (file) => (eager.has(file) ? 'eager' : 'lazy'));
  add(builds.retry, () => 'eager');
  add(builds.classic, () => 'classic');
  add(builds.css, () => 'css');
  add(builds.siteCss, () => 'site-css');
  return sizes;
}

/**
 * The components' stylesheets (theme/components/<name>/<name>.css), which no build bundles: Drupal serves each
 * from the component's folder, minified by its CSS aggregation. Measured minified, as a visitor gets them.
 */
export function componentStyles(root: string): OutputSize[] {
  const folder = path.join(root, 'theme/components');
  return readdirSync(folder)
    .map((name) => `theme/components/${name}/${name}.css`)
    .filter((file) => {
      try {
        return readFileSync(path.join(root, file)).length > 0;
      } catch {
        return false;
      }
    })
    .map((file) => {
      const { code } = transformSync(readFileSync(path.join(root, file), 'utf8'), { loader: 'css', minify: true });
      const content = Buffer.from(code);
      return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length, role: 'component-css', react: false };
    });
}

export type Budgets = Record<'eager' | 'react' | 'classic' | 'css', number>;

/** What breaks the budgets: sizes over them, and React anywhere in the eager part. */
export function overBudget(sizes: OutputSize[], budgets: Budgets): string[] {
  const total = (role: OutputSize['role']) => sizes.filter((size) => size.role === role).reduce((sum, size) => sum + size.gzip, 0);
  const problems: string[] = [];
  const check = (what: string, actual: number, budget: number) => {
    if (actual > budget) problems.push(`${what}: ${actual} B gzip, over its budget of ${budget} B`);
  };
  check('eager module entry', total('eager'), budgets.eager);
  check('classic script', total('classic'), budgets.classic);
  check('widget styles', total('css'), budgets.css);
  const reactChunks = sizes.filter((size) => size.role === 'lazy' && size.react);
  for (const chunk of reactChunks) check(`React chunk ${chunk.file}`, chunk.gzip, budgets.react);
  for (const size of sizes) {
    if (size.role === 'eager' && size.react) problems.push(`${size.file} is loaded eagerly but carries React`);
  }
  return problems;
}

/** A feature folder's file: `packages/features/<name>/…` or the in-page client's `packages/inpage/…`. */
const featureFile = /^packages\/(features\/[^/]+|inpage)\/(.+)$/;

/**
 * What the eager part must not hold: any file of a feature folder but its manifest entry (`index.ts`), so
 * no mount code, settings schema or strings; and a manifest entry that statically imports anything but the
 * runtime's manifest part (`#behaviors/manifest`).
 */
export function featureCodeInEager(meta: Metafile, entry: string): string[] {
  const problems: string[] = [];
  for (const file of eagerOutputs(meta, entry)) {
    for (const input of Object.keys(meta.outputs[file]?.inputs ?? {})) {
      // The field kinds are only ever used by a settings schema: eager fields mean an eager schema.
      if (input === 'packages/behaviors/settings/fields.ts') problems.push(`${input} is in the eager part: a settings schema is eager`);
      const match = featureFile.exec(input);
      if (!match) continue;
      if (match[2] !== 'index.ts') {
        problems.push(`${input} is in the eager part: a feature's code, settings and strings load with its module`);
        continue;
      }
      for (const imported of meta.inputs[input]?.imports ?? []) {
        // The rest of the runtime (settings fields, islands, the mount context) is for feature modules.
        if (imported.kind === 'import-statement' && imported.path !== 'packages/behaviors/manifest.ts') {
          problems.push(`${input} imports ${imported.path} statically: a manifest entry imports only #behaviors/manifest`);
        }
      }
    }
  }
  return problems;
}

/** Library files bundled into more than one output of the module build: two copies of React, say. */
export function duplicatedInputs(meta: Metafile): string[] {
  const seen = new Map<string, number>();
  for (const output of Object.values(meta.outputs)) {
    for (const input of Object.keys(output.inputs)) seen.set(input, (seen.get(input) ?? 0) + 1);
  }
  return [...seen].filter(([input, count]) => count > 1 && input.includes('node_modules/')).map(([input]) => input);
}

export function formatTable(sizes: OutputSize[]): string {
  const rows = sizes.map((size) => [size.file, size.role + (size.react ? ' (React)' : ''), String(size.bytes), String(size.gzip)]);
  const header = ['file', 'role', 'min bytes', 'gzip bytes'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
