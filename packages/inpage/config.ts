import type { DrupalSettings } from '#behaviors';

/** One element's in-page update, as core's `Drupal.Ajax` reads it from `drupalSettings.ajax` or the markup. */
export interface AjaxConfig {
  url: string;
  /** The DOM event that sends the request. */
  event: string;
  /** Another event whose default is prevented (Form API sets `click` for #ajax buttons bound to mousedown). */
  prevent?: string;
  /** Enter (and Space outside text fields) fires `event` too. */
  keypress: boolean;
  /** The element id that `insert` targets when a command names no selector. */
  wrapper?: string;
  /** `insert`'s default method. */
  method: string;
  /** Extra POST fields; `js=true` always. */
  submit: Record<string, string>;
  /** Whether to show a throbber, and its text. */
  progress: false | { type: string; message?: string };
  httpMethod: string;
  /** `.use-ajax-submit`: send the clicked button's own name and value. */
  setClick: boolean;
}

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

function fields(value: unknown): Record<string, string> {
  const out: Record<string, string> = { js: 'true' };
  if (isEntry(value))
    for (const [key, field] of Object.entries(value)) if (field !== null && typeof field !== 'object') out[key] = String(field);
  return out;
}

/**
 * Core's constructor defaults, merged shallowly with the element's settings (so a `progress` object given
 * replaces the default one whole, and `.use-ajax` links get a throbber without text).
 */
export function ajaxConfig(entry: Entry, element: Element, defaultMessage: string): AjaxConfig | undefined {
  const url = text(entry['url']) ?? element.getAttribute('href') ?? (element.closest('form')?.getAttribute('action') || undefined);
  if (!url) return undefined;
  const progress = entry['progress'];
  return {
    url,
    event: text(entry['event']) ?? 'mousedown',
    prevent: text(entry['prevent']),
    keypress: entry['keypress'] !== false,
    wrapper: text(entry['wrapper']),
    method: text(entry['method']) ?? 'replaceWith',
    submit: fields(entry['submit']),
    progress:
      progress === false
        ? false
        : isEntry(progress)
          ? { type: text(progress['type']) ?? 'throbber', message: text(progress['message']) }
          : { type: 'throbber', message: defaultMessage },
    httpMethod: (text(entry['httpMethod']) ?? 'POST').toUpperCase(),
    setClick: entry['setClick'] === true,
  };
}

/** `.use-ajax` links and `.use-ajax-submit` buttons, with the settings core's AJAX behaviour gives them. */
export function markupEntry(element: Element): Entry {
  if (element.classList.contains('use-ajax-submit')) {
    return {
      url: element.closest('form')?.getAttribute('action') ?? undefined,
      event: 'click',
      setClick: true,
      progress: { type: 'throbber' },
    };
  }
  return {
    url: element.getAttribute('href') ?? undefined,
    event: 'click',
    progress: { type: 'throbber' },
    httpMethod: element.getAttribute('data-ajax-http-method') ?? undefined,
  };
}

/** The `drupalSettings.ajax` entry whose element (`selector`, default `#<key>`) holds the target, if any. */
export function entryFor(target: Element, settings: DrupalSettings): { element: Element; entry: Entry } | undefined {
  const entries = settings['ajax'];
  if (!isEntry(entries)) return undefined;
  for (const [key, entry] of Object.entries(entries)) {
    if (!isEntry(entry)) continue;
    const selector = text(entry['selector']);
    let element: Element | null = null;
    if (selector === undefined) {
      // Core's default selector `#<key>`: the element with that id, the target or an ancestor of it.
      for (let node: Element | null = target; node && !element; node = node.parentElement) if (node.id === key) element = node;
    } else {
      try {
        element = target.closest(selector);
      } catch {
        continue; // A selector the browser cannot read names nothing here.
      }
    }
    if (element) return { element, entry };
  }
  return undefined;
}
