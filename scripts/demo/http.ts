import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request as a route sees it. */
interface DemoRequest {
  readonly query: URLSearchParams;
  /** What the route's pattern captured from the path as sent, still percent-encoded. */
  readonly params: readonly string[];
  readonly incoming: IncomingMessage;
}

export interface Route {
  readonly method: 'GET' | 'POST';
  readonly path: RegExp;
  handle(request: DemoRequest, response: ServerResponse): void | Promise<void>;
}

/**
 * The demo serves a bundle that is rebuilt while it runs: by default the browser keeps no copy. A caller
 * may say otherwise (the deploy test serves the theme as Drupal's .htaccess does, cached for a year).
 */
export function send(response: ServerResponse, status: number, contentType: string, body: string | Buffer, cacheControl = 'no-store') {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(body);
}

export function sendHtml(response: ServerResponse, status: number, html: string) {
  send(response, status, 'text/html; charset=utf-8', html);
}

export function sendJson(response: ServerResponse, value: unknown) {
  send(response, 200, 'application/json; charset=utf-8', JSON.stringify(value, null, 2) + '\n');
}

/** 303 See Other: the browser follows with a GET, so a reload does not add again. */
export function seeOther(response: ServerResponse, location: string, headers: Record<string, string> = {}) {
  response.writeHead(303, { Location: location, 'Content-Length': 0, 'Cache-Control': 'no-store', ...headers });
  response.end();
}

export function readCookie(incoming: IncomingMessage, name: string): string | undefined {
  for (const pair of (incoming.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
