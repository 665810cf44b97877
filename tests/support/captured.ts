import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * The pages real Drupal sites sent with the theme (fixtures/captured). They are kept gzipped, byte for
 * byte as sent; a page is named here by what it was (`drupal-10.3.7/front.html`), without the `.gz`.
 */
const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/captured');

/**
 * Every captured page's name with the given theme as the site's default, sorted: `drupal-10.3.7/access-denied.html`,
 * … for Kurzus; `drupal-10.6.15-olivero/front.html`, … for core's Olivero (the `-olivero` folders).
 */
export function capturedPages(theme: 'kurzus' | 'olivero' = 'kurzus'): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html.gz') && file.split(path.sep)[0]!.endsWith('-olivero') === (theme === 'olivero'))
    .map((file) => file.slice(0, -'.gz'.length))
    .sort();
}

/** A captured page's HTML, as the site sent it. */
export function capturedPage(file: string): string {
  return gunzipSync(readFileSync(path.join(folder, `${file}.gz`))).toString('utf8');
}

/** The built stylesheets of the module (its `component` group first, as Drupal orders them) and of the theme. */
export const THEME_CSS =
  '<link rel="stylesheet" href="/modules/custom/kurzus_frontend/css/kurzus.css" /><link rel="stylesheet" href="/themes/custom/kurzus/css/site.css" />';

/**
 * The page with the built stylesheets in place of those the site aggregated (they are not kept), and the
 * bundle's scripts at the module's address, where a site serves them now (the theme served them then).
 */
export function withThemeCss(html: string): string {
  return html
    .replace(/(?:<link rel="stylesheet"[^>]*\/sites\/default\/files\/css\/[^>]*>\s*)+/, () => THEME_CSS)
    .replaceAll('"/themes/custom/kurzus/dist/', '"/modules/custom/kurzus_frontend/dist/');
}
