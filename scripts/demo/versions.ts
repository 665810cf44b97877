import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The built theme's content hash (`theme/dist/build.json`), undefined before the first build. */
export function buildVersion(theme: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(theme, 'dist/build.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/**
 * The page with the theme's library files addressed as Drupal prints them: `?v=` and the library's version,
 * which the theme sets to the build's content hash. So a page names the build it was served with, and a
 * browser that cached an older entry for a year fetches the new one.
 */
export function withBuildVersion(html: string, version: string | undefined): string {
  if (!version) return html;
  return html.replace(/((?:src|href)="\/themes\/custom\/kurzus\/(?:dist|css)\/[^"?]+)"/g, `$1?v=${version}"`);
}
