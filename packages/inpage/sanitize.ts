/// <reference types="trusted-types" />
import { HTTP_OR_RELATIVE, loadPurifier, type Purifier } from '#ui/purifier';

/**
 * What an in-page answer may put in the page. It is the site's own markup (forms, their fields, the
 * `data-drupal-*` attributes core reads, behaviour markup the bundle attaches to), so DOMPurify's defaults
 * stay, data attributes included, with no script: no script elements, no event handlers, no links but
 * http(s) or relative, no id or name that would shadow what `document` has (`querySelector`, `cookie`…).
 * No inline styles, which the theme's Content-Security-Policy refuses anyway. It comes back TrustedHTML from
 * DOMPurify's own 'dompurify' policy where the browser has Trusted Types, as captions do.
 */
const SERVER_MARKUP = {
  ALLOW_DATA_ATTR: true,
  SANITIZE_DOM: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: HTTP_OR_RELATIVE,
  FORBID_TAGS: ['style'],
  FORBID_ATTR: ['style'],
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: true,
};

/** Markup for an HTML sink: sanitized, and TrustedHTML where the browser has Trusted Types. */
export type SafeHtml = (html: string) => string | TrustedHTML;

type HookData = { attrName: string; attrValue: string; forceKeepAttr?: boolean };
type FieldNameHook = (node: Element, data: HookData) => void;
type Hooked = Purifier & {
  addHook?(entry: 'uponSanitizeAttribute', hook: FieldNameHook): void;
  removeHook?(entry: 'uponSanitizeAttribute', hook?: FieldNameHook): void;
};

const formControls = new Set(['input', 'select', 'textarea', 'button', 'fieldset', 'output']);

/**
 * DOMPurify's clobbering check also drops a field's `name` when a form has a property of that name, and
 * Drupal's contact and user forms have a field called `name`: keep a field's name when it shadows nothing
 * of `document` and nothing of its form but the form's own `name`.
 */
const keepFieldNames: FieldNameHook = (node, data) => {
  if (data.attrName !== 'name' || !formControls.has(node.localName)) return;
  const value = data.attrValue;
  if (!(value in document) && (value === 'name' || !(value in document.createElement('form')))) data.forceKeepAttr = true;
};

/** Server markup through DOMPurify, with the field-name hook on for this call only (captions, and a page's own use of its DOMPurify, keep the plain check). */
function sanitizeServerMarkup(purifier: Hooked, html: string): string | TrustedHTML {
  purifier.addHook?.('uponSanitizeAttribute', keepFieldNames);
  try {
    return purifier.sanitize(html, SERVER_MARKUP) as string | TrustedHTML;
  } finally {
    purifier.removeHook?.('uponSanitizeAttribute', keepFieldNames);
  }
}

/**
 * The in-page client's way to markup: undefined when no sanitizer can be had (its chunk failed to load),
 * and then no server markup is inserted. Where a page's CSP refuses DOMPurify its policy while requiring
 * TrustedHTML, the sink refuses the string it gets, and the command fails as any failing command does.
 */
export async function loadSafeHtml(): Promise<SafeHtml | undefined> {
  const purifier = await loadPurifier();
  return purifier && ((html) => sanitizeServerMarkup(purifier, html));
}
