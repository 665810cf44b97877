import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * The pages real Drupal sites sent with the theme (fixtures/captured). They are kept gzipped, byte for
 * byte as sent; a page is named here by what it was (`drupal-10.3.7/front.html`), without the `.gz`.
 */
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/captured');

/** Every captured page's name, sorted: `drupal-10.3.7/access-denied.html`, … */
export function capturedPages(): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html.gz'))
    .map((file) => file.slice(0, -'.gz'.length))
    .sort();
}

/** A captured page's HTML, as the site sent it. */
export function capturedPage(file: string): string {
  return gunzipSync(readFileSync(path.join(folder, `${file}.gz`))).toString('utf8');
}

/** The theme's built stylesheets, as the theme's library links them. */
export const THEME_CSS =
  '<link rel="stylesheet" href="/themes/custom/kurzus/css/site.css" /><link rel="stylesheet" href="/themes/custom/kurzus/css/kurzus.css" />';

/** The page with the theme's stylesheets in place of those the site aggregated (they are not kept). */
export function withThemeCss(html: string): string {
  return html.replace(/(?:<link rel="stylesheet"[^>]*\/sites\/default\/files\/css\/[^>]*>\s*)+/, () => THEME_CSS);
}
