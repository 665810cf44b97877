// The frame of every page the demo server writes itself: Hungarian, landmarks, one h1, the site's CSS.
const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character]!);
}

const menu: ReadonlyArray<readonly [href: string, label: string]> = [
  ['/', 'Oldalak'],
  ['/kosar', 'Kosár'],
  ['/allapot', 'Állapot'],
];

export interface PageOptions {
  heading: string;
  /** The document title; '<heading> | Kurzus demó' by default. */
  title?: string;
  /** HTML that follows the h1 inside main. */
  body: string;
  /** The current path, marked in the menu. */
  path?: string;
}

export function htmlPage({ heading, title = `${heading} | Kurzus demó`, body, path }: PageOptions): string {
  const items = menu
    .map(([href, label]) => `<li><a href="${href}"${href === path ? ' aria-current="page"' : ''}>${label}</a></li>`)
    .join('\n              ');
  return `<!DOCTYPE html>
<html lang="hu" dir="ltr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="/themes/custom/kurzus/css/site.css">
  </head>
  <body>
    <a href="#main-content" class="visually-hidden focusable skip-link">Ugrás a fő tartalomra</a>
    <div class="layout-container">
      <header>
        <div class="region-header">
          <div class="site-name"><a href="/">Kurzus demó</a></div>
          <nav aria-label="Demó menü">
            <ul class="menu">
              ${items}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main-content" tabindex="-1">
        <h1>${escapeHtml(heading)}</h1>
        ${body}
      </main>
      <footer>
        <p>A Kurzus bemutató szervere: a téma sablonjaiból kirajzolt, Drupal-szerű oldalak, nem valódi Drupal-webhely.</p>
      </footer>
    </div>
  </body>
</html>
`;
}

export function errorPage(heading: string, message: string): string {
  return htmlPage({ heading, body: `<p>${escapeHtml(message)}</p>\n        <p><a href="/">Vissza az oldalak listájához</a></p>` });
}
