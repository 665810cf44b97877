import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The page with the stylesheets of the components it holds (found by the data-component-id Drupal gives their
 * roots), where Drupal prints them: each component's library is attached where it renders, and its CSS
 * (category `component`) comes after the bundle's it depends on and before the theme's (category `theme`).
 */
export function withComponentStyles(html: string, theme: string): string {
  const names = new Set([...html.matchAll(/data-component-id="kurzus:([\w-]+)"/g)].map((match) => match[1]!));
  const links = [...names]
    .filter((name) => existsSync(path.join(theme, 'components', name, `${name}.css`)))
    .map((name) => `<link rel="stylesheet" media="all" href="/themes/custom/kurzus/components/${name}/${name}.css" />\n    `);
  if (!links.length) return html;
  return html.replace(/<link rel="stylesheet"[^>]* href="\/themes\/custom\/kurzus\//, (first) => links.join('') + first);
}
