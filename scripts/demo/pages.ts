import { listFixtures } from './fixtures.ts';
import { sendHtml, type Route } from './http.ts';
import { escapeHtml, htmlPage } from './layout.ts';

/** The demo's front page: every fixture, standalone and under the Drupal-like host. */
export function indexRoute(root: string): Route {
  return {
    method: 'GET',
    path: /^\/$/,
    handle: async (_request, response) => {
      const fixtures = await listFixtures(root);
      const items = fixtures.map(
        ({ url, title }) =>
          `<li><a href="${url}">${escapeHtml(title)}</a> (<a href="${url}?host=drupal">Drupal-szerű környezetben</a>)</li>`,
      );
      const list = items.length
        ? `<ul class="demo-list fixtures">\n          ${items.join('\n          ')}\n        </ul>`
        : '<p>A fixtures mappában még nincs oldal.</p>';
      const body = `<p>Kézzel írt, Drupal-szerű oldalak a Kurzus JavaScript-csomagjával. Minden oldal kétféleképpen nyitható meg: önállóan,
        ahol a csomag maga indul el, vagy Drupal-szerű környezetben, a Drupal core szkriptjeinek utánzatával.</p>
        <h2>Oldalak</h2>
        ${list}
        <h2>A szerver</h2>
        <ul class="demo-list">
          <li><a href="/allapot">Állapot: oldalmegtekintések és kosár</a></li>
        </ul>`;
      sendHtml(response, 200, htmlPage({ heading: 'Kurzus demó', title: 'Kurzus demó', path: '/', body }));
    },
  };
}
