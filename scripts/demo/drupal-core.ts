import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Route } from './http.ts';
import { serveFile } from './static.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Drupal core's scripts that a page with the kurzus library carries, in the order Drupal prints them: the
 * real `once`, and hand-written imitations of the rest (./drupal-core). They come from this repository,
 * whatever root the server serves.
 */
export const coreScripts: ReadonlyArray<{ readonly url: string; readonly file: string }> = [
  { url: '/core/assets/vendor/once/once.min.js', file: path.resolve(here, '../../node_modules/@drupal/once/dist/once.min.js') },
  { url: '/core/misc/drupalSettingsLoader.js', file: path.join(here, 'drupal-core/drupalSettingsLoader.js') },
  { url: '/core/misc/drupal.js', file: path.join(here, 'drupal-core/drupal.js') },
  { url: '/core/misc/drupal.init.js', file: path.join(here, 'drupal-core/drupal.init.js') },
];

/**
 * The scripts of the libraries a page may add (`?host=drupal&core=<library>`), before drupal.init.js attaches:
 * core/drupal.form's script (the imitation); core/drupal.htmx's, the real htmx that core vendors and the
 * imitation of core's glue around it.
 */
const libraryScripts = {
  form: [{ url: '/core/misc/form.js', file: path.join(here, 'drupal-core/form.js') }],
  htmx: [
    { url: '/core/assets/vendor/htmx/htmx.min.js', file: path.resolve(here, '../../node_modules/htmx.org/dist/htmx.min.js') },
    { url: '/core/misc/htmx/htmx-behaviors.js', file: path.join(here, 'drupal-core/htmx-behaviors.js') },
  ],
} as const;

export type CoreLibrary = keyof typeof libraryScripts;

export const isCoreLibrary = (name: string | null): name is CoreLibrary => name !== null && Object.hasOwn(libraryScripts, name);

export const coreRoutes: Route[] = [...coreScripts, ...Object.values(libraryScripts).flat()].map(({ url, file }) => ({
  method: 'GET',
  path: new RegExp(`^${url.replace(/\./g, '\\.')}$`),
  handle: (_request, response) => serveFile(response, file),
}));

/**
 * Puts core's scripts (with a `library`, also that library's) right before the bundle's (the first module
 * script or script with a src), or at the end of body: classic scripts, so they run before the bundle, which
 * as a module is deferred.
 */
export function injectDrupalCore(html: string, { library }: { library?: CoreLibrary } = {}): string {
  const bundle = /<script\s+(?:type="module"|src=)/i.exec(html) ?? /<\/body>/i.exec(html);
  const at = bundle?.index ?? html.length;
  const indent = /[ \t]*$/.exec(html.slice(0, at))?.[0] ?? '';
  const scripts = library ? [...coreScripts.slice(0, -1), ...libraryScripts[library], ...coreScripts.slice(-1)] : coreScripts;
  const tags = scripts.map(({ url }) => `<script src="${url}"></script>\n${indent}`).join('');
  return html.slice(0, at) + tags + html.slice(at);
}
