import { sendHtml, sendJson, type Route } from './http.ts';
import { htmlPage } from './layout.ts';

/**
 * A batch-like progress source, as Drupal's progress.js polls it: `GET /feldolgozas/<id>?_format=json`
 * answers `{status, percentage, message, label}`, 25 points further on each call and from the start again
 * after 100; the id `hiba` answers status 0 with the error in `data`.
 */
export function progressRoute(): Route {
  const reached = new Map<string, number>();
  return {
    method: 'GET',
    path: /^\/feldolgozas\/([a-z0-9-]+)$/,
    handle: ({ params: [id = ''], query }, response) => {
      if (query.get('_format') !== 'json') {
        return sendHtml(
          response,
          200,
          htmlPage({ heading: 'Feldolgozás', body: '<p>A feldolgozás a háttérben fut; az állapota a szerkesztő oldalán látható.</p>' }),
        );
      }
      if (id === 'hiba') return sendJson(response, { status: 0, data: 'A feldolgozás megszakadt: a videótár nem érhető el.' });
      const percentage = ((reached.get(id) ?? 100) % 100) + 25;
      reached.set(id, percentage);
      sendJson(response, {
        status: 1,
        percentage: String(percentage),
        message: percentage < 100 ? `${percentage / 25}. lépés a 4-ből` : 'Kész.',
        label: 'Videók újraindexelése',
      });
    },
  };
}
