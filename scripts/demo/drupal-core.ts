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

/** core/drupal.form's script (the imitation), for `?host=drupal&core=form`: it must run before drupal.init.js attaches. */
const formScript = { url: '/core/misc/form.js', file: path.join(here, 'drupal-core/form.js') } as const;

export const coreRoutes: Route[] = [...coreScripts, formScript].map(({ url, file }) => ({
  method: 'GET',
  path: new RegExp(`^${url.replace(/\./g, '\\.')}$`),
  handle: (_request, response) => serveFile(response, file),
}));

/**
 * Puts core's scripts (with `form`, also core/drupal.form's) right before the bundle's (the first module script or script with a src), or at the
 * end of body: classic scripts, so they run before the bundle, which as a module is deferred.
 */
export function injectDrupalCore(html: string, { form = false }: { form?: boolean } = {}): string {
  const bundle = /<script\s+(?:type="module"|src=)/i.exec(html) ?? /<\/body>/i.exec(html);
  const at = bundle?.index ?? html.length;
  const indent = /[ \t]*$/.exec(html.slice(0, at))?.[0] ?? '';
  const scripts = form ? [...coreScripts.slice(0, -1), formScript, ...coreScripts.slice(-1)] : coreScripts;
  const tags = scripts.map(({ url }) => `<script src="${url}"></script>\n${indent}`).join('');
  return html.slice(0, at) + tags + html.slice(at);
}
