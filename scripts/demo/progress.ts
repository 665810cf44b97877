import { sendHtml, sendJson, type Route } from './http.ts';
import { htmlPage } from './layout.ts';
import { PROGRESS_PATH, progressSource } from './progress-source.ts';

/** The progress source (`progress-source.ts`) on the demo server: its page, and its JSON for `?_format=json`. */
export function progressRoute(): Route {
  const answer = progressSource();
  return {
    method: 'GET',
    path: PROGRESS_PATH,
    handle: ({ params: [id = ''], query }, response) => {
      if (query.get('_format') !== 'json') {
        return sendHtml(
          response,
          200,
          htmlPage({ heading: 'Feldolgozás', body: '<p>A feldolgozás a háttérben fut; az állapota a szerkesztő oldalán látható.</p>' }),
        );
      }
      sendJson(response, answer(id));
    },
  };
}
