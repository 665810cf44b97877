import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A copy of what the build reads (the sources, the module and the theme without their built files, the
 * package and TypeScript settings; node_modules linked), for a test that builds without touching the
 * repository's module/ and theme/, which the Chromium tests serve. `build({ root })` builds it.
 */
export function copyForBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'kurzus-build-'));
  cpSync(path.join(repository, 'packages'), path.join(root, 'packages'), { recursive: true });
  for (const folder of ['module', 'theme'])
    cpSync(path.join(repository, folder), path.join(root, folder), {
      recursive: true,
      filter: (source) => !['dist', 'css'].includes(path.relative(path.join(repository, folder), source)),
    });
  for (const file of ['package.json', 'tsconfig.json']) cpSync(path.join(repository, file), path.join(root, file));
  symlinkSync(path.join(repository, 'node_modules'), path.join(root, 'node_modules'));
  return root;
}
