import { sendHtml, type Route } from './http.ts';
import { errorPage } from './layout.ts';

/** One call of the page-view tracking endpoint: the page's full address and when it came. */
export interface PageView {
  readonly url: string;
  /** ISO 8601. */
  readonly at: string;
}

/**
 * `GET /ajax/page-view?url=…`, the Meta Conversions API module's endpoint: recorded for every
 * visitor in one list, so a test can read what a browser sent. The body is empty: the page never reads it.
 */
export function pageViewRoute(pageViews: PageView[]): Route {
  return {
    method: 'GET',
    path: /^\/ajax\/page-view$/,
    handle: ({ query }, response) => {
      const url = query.get('url');
      if (url === null) return sendHtml(response, 400, errorPage('Hibás kérés', 'Hiányzik az url paraméter.'));
      pageViews.push({ url, at: new Date().toISOString() });
      response.writeHead(204, { 'Cache-Control': 'no-store' });
      response.end();
    },
  };
}
