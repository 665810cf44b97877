import type { ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy the theme works under: scripts, styles and connections only from the site,
 * the Vimeo player as the one frame, no plugins, no `<base>` elsewhere. Trusted Types make every HTML sink
 * take only markup from DOMPurify's own `dompurify` policy (captions, in-page answers): the bundle makes
 * none of its own.
 */
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  'frame-src https://player.vimeo.com',
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
];
const TRUSTED_TYPES = ["require-trusted-types-for 'script'", 'trusted-types dompurify'];

/**
 * The demo's strict mode, `?csp=strict` on any page: the policy above, with Trusted Types in the standalone
 * host; under `?host=drupal` without them, since Drupal core's own scripts are not Trusted-Types clean.
 */
export function applyCspMode(query: URLSearchParams, response: ServerResponse) {
  if (query.get('csp') !== 'strict') return;
  // The demo also frames itself: the home page's lazy iframe shows a local stand-in for an embedded player.
  const site = STRICT_CSP.map((directive) => (directive.startsWith('frame-src') ? `frame-src 'self' ${directive.slice(10)}` : directive));
  const directives = query.get('host') === 'drupal' ? site : [...site, ...TRUSTED_TYPES];
  response.setHeader('Content-Security-Policy', directives.join('; '));
}
