// DOMPurify for every HTML the bundle inserts (lightbox captions, in-page answers): the page's own copy
// when it has one, else the bundled one, loaded on first use.
import { loadCode } from '#behaviors';

/** What the bundle needs of DOMPurify (the bundled copy or a page's global one). */
export interface Purifier {
  sanitize(dirty: string, config: Record<string, unknown>): unknown;
}

declare global {
  interface Window {
    DOMPurify?: Purifier;
  }
}

/**
 * Only http(s) links, or relative ones (which resolve to the page's own origin), after DOMPurify has removed
 * the whitespace and control characters the URL parser would ignore: no `javascript:`, `data:`, `mailto:`….
 */
export const HTTP_OR_RELATIVE = /^(?:https?:|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i;

/**
 * The page's `DOMPurify` when it has one (as the Colorbox module prefers), else the bundled copy, loaded
 * on first use (a lazy chunk of the module build; inlined in the classic script); undefined when neither
 * can be had (the chunk failed to load), and the caller shows plain text instead. Nothing is kept: once the
 * chunk has come, the module map answers the next call at once; after a failure, the next call tries again.
 */
export function loadPurifier(
  load: () => Promise<Purifier> = () => import('dompurify').then((module) => module.default),
): Promise<Purifier | undefined> {
  if (typeof window.DOMPurify?.sanitize === 'function') return Promise.resolve(window.DOMPurify);
  return loadCode(load).catch(() => undefined);
}
