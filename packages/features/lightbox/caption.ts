/** What the lightbox needs of DOMPurify (the bundled copy or a page's global one). */
export interface Purifier {
  sanitize(dirty: string, config: Record<string, unknown>): unknown;
}

declare global {
  interface Window {
    DOMPurify?: Purifier;
  }
}

/** A caption: sanitized markup, or plain text when there is no sanitizer. */
export type Caption = { html: string } | { text: string };

/** The Colorbox module's own allowed lists for captions. */
export const CAPTION_CONFIG = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'cite', 'code', 'br'],
  ALLOWED_ATTR: ['href', 'hreflang', 'title', 'target'],
};

// Whatever a site's configuration says, the caption is inserted as a string.
const AS_STRING = { RETURN_DOM: false, RETURN_DOM_FRAGMENT: false, RETURN_TRUSTED_TYPE: false };

let loading: Promise<Purifier | undefined> | undefined;

/**
 * The page's `DOMPurify` when it has one (as the Colorbox module prefers), else the bundled copy, loaded
 * on first use; undefined when neither can be had, and captions are then plain text.
 */
export function loadPurifier(load: () => Promise<Purifier> = () => import('dompurify').then((module) => module.default)): Promise<Purifier | undefined> {
  if (typeof window.DOMPurify?.sanitize === 'function') return Promise.resolve(window.DOMPurify);
  loading ??= load().catch(() => {
    loading = undefined;
    return undefined;
  });
  return loading;
}

/** The caption for a title attribute: sanitized with the site's configuration (replacing the lists) or the module's. */
export function captionOf(title: string, purifier: Purifier | undefined, siteConfig?: Record<string, unknown>): Caption {
  if (!purifier) return { text: title };
  try {
    const html = purifier.sanitize(title, { ...(siteConfig ?? CAPTION_CONFIG), ...AS_STRING });
    return typeof html === 'string' ? { html } : { text: title };
  } catch {
    return { text: title };
  }
}
