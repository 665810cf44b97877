// `npm run fixtures`: writes every fixture page, rendered from the theme's templates, to fixtures/html/
// (git-ignored), to read or diff; the demo server renders the same HTML on each request.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureHtml, listFixtures } from '../demo/fixtures.ts';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/html');
mkdirSync(folder, { recursive: true });
for (const { url } of listFixtures()) {
  const file = url.slice('/fixtures/'.length);
  writeFileSync(path.join(folder, file), fixtureHtml(file.replace(/\.html$/, ''))!);
  console.log(path.relative(process.cwd(), path.join(folder, file)));
}
