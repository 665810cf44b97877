import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cartRoutes, createCarts } from './cart.ts';
import { contactRoutes } from './contact.ts';
import { applyCspMode } from './csp.ts';
import { coreRoutes } from './drupal-core.ts';
import { fixtureRoute } from './fixtures.ts';
import { htmxRoute } from './htmx.ts';
import { sendHtml, type Route } from './http.ts';
import { errorPage } from './layout.ts';
import { indexRoute } from './pages.ts';
import { pageViewRoute, type PageView } from './page-views.ts';
import { progressRoute } from './progress.ts';
import { notFound, staticRoute } from './static.ts';
import { statusRoutes } from './status.ts';
import { sleep, slowNetwork } from './switches.ts';
import { testCommandsRoute } from './test-commands.ts';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface DemoServerOptions {
  /** Where the module's and the theme's files (`module/`, `theme/`) and the fixtures' pictures (`fixtures/assets/`) are served from; the repository by default. */
  root?: string;
  /** Routes tried before the demo's own (the benchmark's pages, say). */
  routes?: readonly Route[];
  /** How the slow-network switch waits (a timer by default; a test records the waits instead). */
  wait?: (ms: number) => Promise<void>;
  /** The module's and the theme's files' Cache-Control (no-store by default; Drupal's .htaccess caches them for a year). */
  assetCache?: string;
}

/**
 * The demo site: fixture pages, the built module and theme, Drupal core's scripts for `?host=drupal`, and small stand-ins
 * for the site's server (page views, cart). It serves only; `npm run build` makes module/dist. Not listening
 * yet: call `listen`.
 */
export function createDemoServer({
  root = repository,
  routes: extraRoutes = [],
  wait = sleep,
  assetCache,
}: DemoServerOptions = {}): Server {
  const pageViews: PageView[] = [];
  const carts = createCarts();
  const routes: Route[] = [
    ...extraRoutes,
    indexRoute,
    fixtureRoute(root),
    staticRoute('/fixtures/assets/', path.join(root, 'fixtures/assets')),
    staticRoute('/modules/custom/kurzus_frontend/', path.join(root, 'module'), assetCache),
    staticRoute('/themes/custom/kurzus/', path.join(root, 'theme'), assetCache),
    ...coreRoutes,
    pageViewRoute(pageViews),
    ...statusRoutes(pageViews, carts),
    ...cartRoutes(carts),
    ...contactRoutes,
    htmxRoute,
    progressRoute(),
    testCommandsRoute,
  ];

  const dispatch = async (incoming: IncomingMessage, response: ServerResponse) => {
    const target = incoming.url ?? '/';
    const queryAt = target.indexOf('?');
    // Matched as sent, still percent-encoded: a traversal attempt reaches the route that refuses it.
    const requestPath = queryAt < 0 ? target : target.slice(0, queryAt);
    const query = new URLSearchParams(queryAt < 0 ? '' : target.slice(queryAt + 1));
    // Node sends no body for HEAD, so a HEAD is answered as the GET would be.
    const method = incoming.method === 'HEAD' ? 'GET' : (incoming.method ?? 'GET');
    await slowNetwork(incoming, requestPath, wait);
    applyCspMode(query, response);
    for (const route of routes) {
      const match = route.method === method ? route.path.exec(requestPath) : null;
      if (match) return route.handle({ query, params: match.slice(1), incoming }, response);
    }
    notFound(response);
  };

  return createServer((incoming, response) => {
    dispatch(incoming, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) sendHtml(response, 500, errorPage('Szerverhiba', 'A bemutató szerver hibát észlelt.'));
      else response.destroy();
    });
  });
}
