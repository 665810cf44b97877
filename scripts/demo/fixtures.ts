import path from 'node:path';
import { pages } from '../../fixtures/data/index.ts';
import { nodeTheme } from '../twig/node.ts';
import { renderPage, SITE_NAME, type Theme } from '../twig/page.ts';
import { injectDrupalCore, isCoreLibrary } from './drupal-core.ts';
import { sendHtml, type Route } from './http.ts';
import { notFound } from './static.ts';
import { applySwitches, readSwitches, rememberDelay } from './switches.ts';
import { buildVersion, withBuildVersion } from './versions.ts';
import { withComponentStyles } from './component-styles.ts';

export interface Fixture {
  readonly url: string;
  /** The page's own `<title>`, as text. */
  readonly title: string;
}

/** Every fixture page (fixtures/data), by its address. */
export function listFixtures(): Fixture[] {
  return Object.keys(pages)
    .sort()
    .map((name) => ({ url: `/fixtures/${name}.html`, title: `${pages[name]!.title} | ${SITE_NAME}` }));
}

let theme: Theme | undefined;

/** A fixture page's HTML, rendered from the theme's templates as Drupal would print it; undefined for no such page. */
export function fixtureHtml(name: string): string | undefined {
  const page = Object.hasOwn(pages, name) ? pages[name] : undefined;
  if (!page) return undefined;
  theme ??= nodeTheme();
  return renderPage(theme, page);
}

/**
 * A fixture page as Drupal would print it (the bundle boots its own host), or with `?host=drupal` with Drupal
 * core's scripts added before the bundle, as Drupal would print them; `&core=form` adds core/drupal.form's too,
 * `&core=htmx` core/drupal.htmx's.
 * The module's and the theme's files carry the build's version (`root`'s module/dist/build.json), as Drupal
 * prints them.
 * The demo's other switches (switches.ts) change its settings, its in-page errors and the network's speed.
 */
export function fixtureRoute(root: string): Route {
  return {
    method: 'GET',
    path: /^\/fixtures\/([A-Za-z0-9_-]+)\.html$/,
    handle: ({ params: [name = ''], query, incoming }, response) => {
      const html = fixtureHtml(name);
      if (html === undefined) return notFound(response);
      const switches = readSwitches(query);
      const library = query.get('core');
      const host = switches.drupal ? injectDrupalCore(html, isCoreLibrary(library) ? { library } : {}) : html;
      rememberDelay(incoming, response, switches);
      const page = withBuildVersion(withComponentStyles(host, path.join(root, 'theme')), buildVersion(path.join(root, 'module')));
      sendHtml(response, 200, applySwitches(page, `${name}.html`, switches));
    },
  };
}
