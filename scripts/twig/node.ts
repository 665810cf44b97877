/** The theme's templates, components, translations, info and libraries (and the module's) read from disk, for Node scripts without Vite. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { componentsFromFiles, type Component } from './sdc.ts';
import type { Theme } from './page.ts';
import { createRenderer, NAMESPACE, type Renderer } from './render.ts';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const theme = path.join(repository, 'theme');
const module = path.join(repository, 'module');

export function nodeRenderer(): Renderer {
  const folder = path.join(theme, 'templates');
  const sources = Object.fromEntries(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html.twig'))
      .map((file) => [`${NAMESPACE}/${file.split(path.sep).join('/')}`, readFileSync(path.join(folder, file), 'utf8')]),
  );
  return createRenderer(sources, readFileSync(path.join(theme, 'translations/hu.po'), 'utf8'), nodeComponents());
}

/** The theme's components (theme/components/<name>/). */
export function nodeComponents(): Component[] {
  const folder = path.join(theme, 'components');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(component\.yml|twig)$/.test(file))
    .map((file) => [file.split(path.sep).join('/'), readFileSync(path.join(folder, file), 'utf8')]);
  return componentsFromFiles(Object.fromEntries(files));
}

/** The theme as a whole page needs it (scripts/twig/page.ts). */
export function nodeTheme(): Theme {
  return {
    renderer: nodeRenderer(),
    components: nodeComponents(),
    info: readFileSync(path.join(theme, 'kurzus.info.yml'), 'utf8'),
    libraries: readFileSync(path.join(theme, 'kurzus.libraries.yml'), 'utf8'),
    module: {
      libraries: readFileSync(path.join(module, 'kurzus_frontend.libraries.yml'), 'utf8'),
      settings: readFileSync(path.join(module, 'config/install/kurzus_frontend.settings.yml'), 'utf8'),
    },
  };
}
