import { renderCartItems, type Carts } from './cart.ts';
import { sendHtml, sendJson, type Route } from './http.ts';
import { escapeHtml, htmlPage } from './layout.ts';
import type { PageView } from './page-views.ts';

function renderPageViews(pageViews: readonly PageView[]): string {
  if (pageViews.length === 0) return '<p>Még nem érkezett oldalmegtekintés.</p>';
  const rows = pageViews.map(
    ({ url, at }) => `<tr><td>${escapeHtml(url)}</td><td><time datetime="${at}">${escapeHtml(at)}</time></td></tr>`,
  );
  return `<table class="demo-table">
          <caption class="visually-hidden">Rögzített oldalmegtekintések</caption>
          <thead><tr><th scope="col">Oldal (URL)</th><th scope="col">Időpont (UTC)</th></tr></thead>
          <tbody>
          ${rows.join('\n          ')}
          </tbody>
        </table>`;
}

/** What the server has seen: every visitor's page views, and this visitor's cart; as HTML and as JSON. */
export function statusRoutes(pageViews: readonly PageView[], carts: Carts): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/allapot$/,
      handle: ({ incoming }, response) => {
        const body = `<p>Gépi olvasásra: <a href="/allapot.json">allapot.json</a>.</p>
        <h2>Oldalmegtekintések</h2>
        ${renderPageViews(pageViews)}
        <h2>Kosár</h2>
        ${renderCartItems(carts.items(incoming))}`;
        sendHtml(response, 200, htmlPage({ heading: 'Állapot', path: '/allapot', body }));
      },
    },
    {
      method: 'GET',
      path: /^\/allapot\.json$/,
      handle: ({ incoming }, response) => sendJson(response, { pageViews, cart: { items: carts.items(incoming) } }),
    },
  ];
}
