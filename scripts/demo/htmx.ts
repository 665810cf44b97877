import { sendHtml, type Route } from './http.ts';

/**
 * The demo's `data-hx-get` endpoint (`?host=drupal&core=htmx`): more performances, as Drupal 11.3+ answers
 * an htmx request (`_wrapper_format=drupal_htmx`): a whole document whose main content htmx swaps in, with
 * the settings it adds in the page's settings script. Its ticket links are one coming soon (`/`) and one on
 * sale; `?n=…` gives its ids a suffix, so the answer can be swapped in more than once.
 */
export const htmxRoute: Route = {
  method: 'GET',
  path: /^\/eloadasok\/tovabbi$/,
  handle: ({ query }, response) => {
    const n = /^\d{1,3}$/.test(query.get('n') ?? '') ? `-${query.get('n')}` : '';
    sendHtml(
      response,
      200,
      `<!DOCTYPE html>
<html lang="hu"><head><title>További előadások</title></head><body>
<div class="performances-more" id="tovabbi-eloadasok${n}">
  <table class="performances">
    <caption>További előadások</caption>
    <thead><tr><th scope="col">Előadás</th><th scope="col">Jegy</th></tr></thead>
    <tbody>
      <tr><td>A Kulcs – Debrecen</td><td><a href="/" data-kurzus="ticket" id="htmx-soon${n}">Jegyvásárlás</a></td></tr>
      <tr><td>A Boldogság – Pécs</td><td><a href="https://jegy.example.hu/eloadas/a-boldogsag-pecs" data-kurzus="ticket" id="htmx-on-sale${n}">Jegyvásárlás</a></td></tr>
    </tbody>
  </table>
</div>
<script type="application/json" data-drupal-selector="drupal-settings-json">{"kurzusDemo":{"htmxAnswer":true}}</script>
</body></html>
`,
    );
  },
};
