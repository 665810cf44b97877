// The benchmark's pages on the demo server: the same fixtures with the jQuery-era stack instead of Kurzus,
// with no framework at all (the once() floor), and one page holding every fixture's main region.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { injectDrupalCore } from '../demo/drupal-core.ts';
import { fixtureHtml, listFixtures } from '../demo/fixtures.ts';
import { send, sendHtml, type Route } from '../demo/http.ts';
import { notFound, staticRoute } from '../demo/static.ts';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const modules = path.join(repository, 'node_modules');

/** The jQuery-era stack in load order: what every page of the old theme carried. */
export const legacyScripts = [
  { url: '/bench/vendor/jquery.min.js', file: path.join(modules, 'jquery/dist/jquery.min.js') },
  { url: '/bench/vendor/jquery.colorbox-min.js', file: path.join(modules, 'jquery-colorbox/jquery.colorbox-min.js') },
  { url: '/bench/vendor/ouibounce.min.js', file: path.join(modules, 'ouibounce/build/ouibounce.min.js') },
  { url: '/bench/vendor/once.min.js', file: path.join(modules, '@drupal/once/dist/once.min.js') },
  { url: '/bench/jquery-glue.js', file: path.join(repository, 'scripts/bench/jquery-glue.js') },
] as const;
const onceScript = legacyScripts[3];
const colorboxCss = { url: '/bench/vendor/colorbox.css', file: path.join(modules, 'jquery-colorbox/example1/colorbox.css') };

/** A file's bytes as the page gets them: the glue minified, as the old site's aggregation did. */
export async function scriptBytes(file: string): Promise<Buffer> {
  const source = await readFile(file);
  if (!file.endsWith('jquery-glue.js')) return source;
  return Buffer.from((await transform(source.toString('utf8'), { minify: true, target: 'es2020' })).code);
}

/** Every script of the module build a fixture prints (the entry, its retry, the strings). */
const kurzusScripts = /\s*<script src="\/modules\/custom\/kurzus_frontend\/dist\/[^"]*"[^>]*><\/script>/g;
const scriptTags = (urls: readonly string[]) => urls.map((url) => `<script src="${url}"></script>`).join('\n    ');
const readFixture = (file: string) => fixtureHtml(file.replace(/\.html$/, ''));

/** A fixture with the module build swapped for other scripts (classic, at the end of body, as the old theme), `head` added to its head. */
function swapScripts(html: string, urls: readonly string[], head = ''): string {
  const withHead = head ? html.replace('</head>', `  ${head}\n  </head>`) : html;
  return withHead.replace(kurzusScripts, '').replace('</body>', `    ${scriptTags(urls)}\n  </body>`);
}

/**
 * The pointer passes through a coming-soon ticket until Kurzus's bundle has taken it (its once id, in the
 * module's ticket.css): the old stack never writes that id, and its links took the pointer at once.
 */
const legacyTicketPointer = `<style>a[data-kurzus~='ticket'][href='/']:not([data-once~='kurzus-ticket']) { pointer-events: auto; }</style>`;

/** A fixture for the jQuery-era stack (its scripts and Colorbox's stylesheet) or the floor (core's once() alone), without Kurzus. */
export function stackPage(stack: 'jquery' | 'bare', name: string): string | undefined {
  const html = readFixture(name);
  if (html === undefined) return undefined;
  if (stack === 'bare') return swapScripts(html, [onceScript.url]);
  return swapScripts(
    html,
    legacyScripts.map(({ url }) => url),
    `<link rel="stylesheet" media="all" href="${colorboxCss.url}" />\n  ${legacyTicketPointer}`,
  );
}

type Settings = Record<string, unknown>;
const isObject = (value: unknown): value is Settings => typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeSettings(target: Settings, source: Settings): Settings {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isObject(value) && isObject(target[key]) ? mergeSettings(target[key], value) : value;
  }
  return target;
}

const settingsJson = /(<script type="application\/json" data-drupal-selector="drupal-settings-json">)([\s\S]*?)(<\/script>)/;
const mainRegion = /(<main\b[^>]*>)([\s\S]*?)(<\/main>)/;

/**
 * The front page with every fixture's main region in its own and every page's settings merged: one page
 * with every feature, for the detach/attach leak cycles.
 */
async function everyFeaturePage(): Promise<string> {
  const names = listFixtures().map(({ url }) => url.slice('/fixtures/'.length));
  const home = readFixture('home.html')!;
  const settings: Settings = {};
  const mains: string[] = [];
  for (const name of names) {
    const html = readFixture(name)!;
    const json = settingsJson.exec(html)?.[2];
    if (json) mergeSettings(settings, JSON.parse(json) as Settings);
    const main = mainRegion.exec(html)?.[2];
    const page = name.replace('.html', '');
    if (main) mains.push(`<div class="bench-page" data-bench-page="${page}">${main}</div>`);
  }
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return home
    .replace(mainRegion, (_match, open: string, _inner: string, close: string) => `${open}\n${mains.join('\n')}\n${close}`)
    .replace(settingsJson, (_match, open: string, _inner: string, close: string) => `${open}${json}${close}`);
}

const hostOf = (html: string, query: URLSearchParams) => (query.get('host') === 'drupal' ? injectDrupalCore(html) : html);

export const benchRoutes: Route[] = [
  staticRoute('/bench/vendor/images/', path.join(modules, 'jquery-colorbox/example1/images')),
  ...[...legacyScripts, colorboxCss].map(({ url, file }): Route => ({
    method: 'GET',
    path: new RegExp(`^${url.replace(/\./g, '\\.')}$`),
    handle: async (_request, response) =>
      send(response, 200, url.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8', await scriptBytes(file)),
  })),
  {
    method: 'GET',
    path: /^\/bench\/(jquery|bare)\/([A-Za-z0-9_-]+\.html)$/,
    handle: async ({ params: [stack = '', name = ''] }, response) => {
      const html = stackPage(stack === 'bare' ? 'bare' : 'jquery', name);
      if (html === undefined) return notFound(response);
      sendHtml(response, 200, html);
    },
  },
  {
    method: 'GET',
    path: /^\/bench\/every-feature\.html$/,
    handle: async ({ query }, response) => sendHtml(response, 200, hostOf(await everyFeaturePage(), query)),
  },
];
