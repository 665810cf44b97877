import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's content hash (`module/dist/build.json`), undefined before the first build. */
export function buildVersion(module: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(module, 'dist/build.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/**
 * The page with the module's and the theme's library files addressed as Drupal prints them: `?v=` and the
 * library's version, which the module sets to the build's content hash. So a page names the build it was served with, and a
 * browser that cached an older entry for a year fetches the new one.
 */
export function withBuildVersion(html: string, version: string | undefined): string {
  if (!version) return html;
  return html.replace(
    /((?:src|href)="\/(?:themes\/custom\/kurzus|modules\/custom\/kurzus_frontend)\/(?:dist|css)\/[^"?]+)"/g,
    `$1?v=${version}"`,
  );
}
