import type { DrupalSettings, Platform } from '#behaviors';
import type { AjaxConfig } from './config.ts';
import { ajaxErrors, noAnswer } from './errors.ts';

const WRAPPER_FORMAT = '_wrapper_format';
const AJAX_REQUEST_PARAMETER = '_drupal_ajax';

type Trusted = Record<string, unknown>;
const trustedUrls = (settings: DrupalSettings): Trusted =>
  settings['ajaxTrustedUrl'] !== null && typeof settings['ajaxTrustedUrl'] === 'object' ? (settings['ajaxTrustedUrl'] as Trusted) : {};

/** Core's rewrite of a no-JavaScript path to its AJAX twin: `/nojs` → `/ajax` before `/`, `?`, `#` or the end. */
export const ajaxPath = (url: string) => url.replace(/\/nojs(\/|$|\?|#)/, '/ajax$1');

/** Whether a response from `url` (the rewritten one) is taken without the token header: core's ajaxTrustedUrl. */
export function isTrusted(url: string, original: string, settings: DrupalSettings): boolean {
  const trusted = trustedUrls(settings);
  return Object.hasOwn(trusted, url) || Object.hasOwn(trusted, original);
}

export function isLocal(url: string): boolean {
  try {
    return new URL(url, document.baseURI).origin === window.location.origin;
  } catch {
    return false;
  }
}

const withQuery = (url: string, params: URLSearchParams) => url + (url.includes('?') ? '&' : '?') + params.toString();

/** The POST fields core sends: the form's values, the triggering button, `ajax.submit`, `_drupal_ajax` and the page state. */
function requestBody(config: AjaxConfig, element: Element, settings: DrupalSettings): URLSearchParams | FormData {
  const form = element.closest('form');
  const data = form ? new FormData(form) : new FormData();
  if (config.setClick || element.matches('button[name], input[type="submit"][name], input[type="image"][name]')) {
    const button = element as HTMLButtonElement;
    if (button.name) data.append(button.name, button.value);
  }
  for (const [key, value] of Object.entries(config.submit)) data.set(key, value);
  data.set(AJAX_REQUEST_PARAMETER, '1');
  const pageState = settings['ajaxPageState'];
  if (pageState !== null && typeof pageState === 'object') {
    for (const key of ['theme', 'theme_token', 'libraries'] as const) {
      const value = (pageState as Record<string, unknown>)[key];
      if (typeof value === 'string') data.set(`ajax_page_state[${key}]`, value);
    }
  }
  // Plain fields travel URL-encoded, as jQuery sends them; only chosen files need multipart.
  const hasFiles = [...data.values()].some((value) => typeof value !== 'string' && value.size > 0);
  if (hasFiles) return data;
  const encoded = new URLSearchParams();
  for (const [key, value] of data) if (typeof value === 'string') encoded.append(key, value);
  return encoded;
}

/** What came back, decided as ajax.js decides: commands to run, or the error the visitor is told. */
export type Outcome = { commands: unknown[] } | { error: string };

export async function sendAjax(config: AjaxConfig, element: Element, settings: DrupalSettings, platform: Platform): Promise<Outcome> {
  const url = ajaxPath(config.url);
  const body = requestBody(config, element, settings);
  const address = withQuery(url, new URLSearchParams({ [WRAPPER_FORMAT]: 'drupal_ajax' }));
  let response: Response;
  let text: string;
  try {
    response =
      config.httpMethod === 'GET' && body instanceof URLSearchParams
        ? await platform.fetch(withQuery(address, body), { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
        : await platform.fetch(address, {
            method: config.httpMethod,
            body,
            headers: { Accept: 'application/json' },
            credentials: 'same-origin',
          });
    text = await response.text();
  } catch {
    // No HTTP answer at all, or the connection broke while it came.
    return { error: noAnswer() };
  }
  if (!response.ok) return { error: ajaxErrors.http(response.status) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A body that is not JSON: core's 'parsererror' is reported as an HTTP error with the status sent.
    return { error: ajaxErrors.http(response.status) };
  }
  if (parsed === null) return { commands: [] };
  if (!isTrusted(url, config.url, settings) && response.headers.get('X-Drupal-Ajax-Token') !== '1') {
    return { error: ajaxErrors.verification() };
  }
  return { commands: Array.isArray(parsed) ? parsed : [] };
}
