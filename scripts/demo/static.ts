import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { send, sendHtml, type Route } from './http.ts';
import { errorPage } from './layout.ts';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  // Theme sources (info, libraries, templates) are shown as text, not downloaded.
  '.yml': 'text/plain; charset=utf-8',
  '.twig': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function contentType(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file a raw URL path names below a directory, or undefined when it is not a plain relative path:
 * malformed escapes, empty, `.` or `..` segments, and escaped separators or NULs are refused before the
 * file system sees them.
 */
export function resolveBelow(directory: string, rawPath: string): string | undefined {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  const file = path.resolve(directory, ...segments);
  return file.startsWith(path.resolve(directory) + path.sep) ? file : undefined;
}

export function notFound(response: ServerResponse) {
  sendHtml(response, 404, errorPage('Az oldal nem található', 'A keresett oldal nem létezik ezen a bemutató szerveren.'));
}

export async function serveFile(response: ServerResponse, file: string, cacheControl?: string) {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return notFound(response);
  send(response, 200, contentType(file), await readFile(file), cacheControl);
}

/**
 * A route that serves the files below `directory` under the URL prefix `prefix` (ending in '/'), with
 * `cacheControl` (no-store by default).
 */
export function staticRoute(prefix: string, directory: string, cacheControl?: string): Route {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    method: 'GET',
    path: new RegExp(`^${escaped}(.*)$`),
    handle: async ({ params: [rest = ''] }, response) => {
      const file = resolveBelow(directory, rest);
      if (!file) return sendHtml(response, 403, errorPage('Hozzáférés megtagadva', 'Ez az útvonal nem engedélyezett.'));
      await serveFile(response, file, cacheControl);
    },
  };
}
