/// <reference types="trusted-types" />
import { HTTP_OR_RELATIVE, type Purifier } from '#ui/purifier';

/** A caption: sanitized markup (TrustedHTML where the browser has Trusted Types), or plain text when there is no sanitizer. */
export type Caption = { html: string | TrustedHTML } | { text: string };

/** The Colorbox module's own allowed lists for captions. */
export const CAPTION_CONFIG = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'cite', 'code', 'br'],
  ALLOWED_ATTR: ['href', 'hreflang', 'title', 'target'],
};

// Whatever a site's configuration says: captions stay inert (no data-* attributes a behaviour could mount
// on, no id/name that could clobber globals, no links but http(s)), and come back as markup to insert,
// TrustedHTML from DOMPurify's 'dompurify' policy where Trusted Types exist.
const INERT = {
  ALLOW_DATA_ATTR: false,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: HTTP_OR_RELATIVE,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: true,
};

/** A site's list of attributes without the data-* ones it might name (ALLOW_DATA_ATTR covers only the wildcard). */
const withoutData = (list: unknown) => (Array.isArray(list) ? list.filter((name) => !/^data-/i.test(String(name))) : list);

const isTrustedHTML = (value: unknown): value is TrustedHTML => window.trustedTypes?.isHTML(value) === true;

/** The caption for a title attribute: sanitized with the site's configuration (replacing the lists) or the module's. */
export function captionOf(title: string, purifier: Purifier | undefined, siteConfig?: Record<string, unknown>): Caption {
  if (!purifier) return { text: title };
  try {
    const config: Record<string, unknown> = { ...(siteConfig ?? CAPTION_CONFIG), ...INERT };
    for (const key of ['ALLOWED_ATTR', 'ADD_ATTR']) if (key in config) config[key] = withoutData(config[key]);
    const html = purifier.sanitize(title, config);
    return typeof html === 'string' || isTrustedHTML(html) ? { html } : { text: title };
  } catch {
    return { text: title };
  }
}
