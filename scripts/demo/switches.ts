import type { IncomingMessage, ServerResponse } from 'node:http';
import { failures, type Failure } from './contact.ts';
import { readCookie } from './http.ts';
import { escapeHtml } from './layout.ts';

/**
 * The demo's switches: query parameters of a fixture page that put it in a state that otherwise takes
 * devtools. They combine, and the links between pages keep them.
 */
export interface Switches {
  /** `host=drupal`: Drupal core's scripts before the bundle (see drupal-core.ts); standalone otherwise. */
  drupal: boolean;
  /** `ajandek=1`: the gift provider is on (`drupalSettings.kurzus.purchase.gift_provider_enabled`). */
  gift: boolean;
  /** `hiba=…`: the in-page updates of the page fail this way (the contact endpoint's switches). */
  failure: Failure | undefined;
  /** `kesleltetes=ms`: the bundle's files and the pictures arrive this much later, as on a slow network. */
  delay: number;
}

/** The slowest network the switch offers, in ms: longer would only look broken. */
const MAX_DELAY = 10_000;
/** Carries the delay from the page to the requests for its code and pictures, which have no query of their own. */
const DELAY_COOKIE = 'kurzus_demo_kesleltetes';

const delayOf = (value: string | null | undefined) => {
  const ms = Math.round(Number(value));
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_DELAY) : 0;
};

export function readSwitches(query: URLSearchParams): Switches {
  const asked = query.get('hiba');
  return {
    drupal: query.get('host') === 'drupal',
    gift: query.get('ajandek') === '1',
    failure: failures.find((failure) => failure === asked),
    delay: delayOf(query.get('kesleltetes')),
  };
}

/** The query string ('' or '?…') that turns on the switches given. */
export function switchQuery({ drupal, gift, failure, delay }: Partial<Switches>): string {
  const query = new URLSearchParams();
  if (drupal) query.set('host', 'drupal');
  if (gift) query.set('ajandek', '1');
  if (failure) query.set('hiba', failure);
  if (delay) query.set('kesleltetes', String(delay));
  const text = query.toString();
  return text ? `?${text}` : '';
}

const settingsScript = /(<script type="application\/json" data-drupal-selector="drupal-settings-json">)([\s\S]*?)(<\/script>)/;

/** The page's drupalSettings with the gift provider on (only on pages that print purchase settings). */
function withGiftProvider(html: string): string {
  return html.replace(settingsScript, (whole, open: string, json: string, close: string) => {
    const settings = JSON.parse(json) as { kurzus?: { purchase?: Record<string, unknown> } };
    if (!settings.kurzus?.purchase) return whole;
    settings.kurzus.purchase.gift_provider_enabled = true;
    // `<` escaped as Drupal does, so no value can close the script element.
    return open + JSON.stringify(settings).replace(/</g, '\\u003C') + close;
  });
}

/** Every form sends the failure switch, and every `.use-ajax` link asks for it: the endpoints read both. */
function withFailure(html: string, failure: Failure): string {
  return html
    .replace(/(<form\b[^>]*>)/g, `$1\n<input type="hidden" name="demo_hiba" value="${failure}" />`)
    .replace(/(<a href="[^"?#]*)("[^>]*\bclass="[^"]*\buse-ajax\b)/g, `$1?hiba=${failure}$2`);
}

/** The in-page errors a visitor can try, with what each shows. */
export const failureLabels: ReadonlyArray<readonly [failure: Failure | undefined, label: string]> = [
  [undefined, 'Nincs hiba: a válasz rendben megérkezik'],
  ['token', 'Ellenőrizetlen válasz (hiányzik az X-Drupal-Ajax-Token fejléc)'],
  ['500', 'Szerverhiba (HTTP 500)'],
  ['megszakitas', 'Megszakadt kapcsolat (a szerver válasz nélkül bontja)'],
  ['lassu', 'Lassú válasz (1,5 másodperc után)'],
];

/** The contact page's own switch list, at the end of its main content: each in-page error is a link away. */
function withFailureLinks(html: string, switches: Switches): string {
  const items = failureLabels.map(([failure, label]) => {
    const current = failure === switches.failure ? ' aria-current="page"' : '';
    return `<li><a href="${escapeHtml(switchQuery({ ...switches, failure }) || '?')}"${current}>${escapeHtml(label)}</a></li>`;
  });
  const section = `<section class="demo-switches" aria-labelledby="demo-switches-title">
  <h2 id="demo-switches-title">Demó: hibák kipróbálása</h2>
  <p>Az űrlap és a „Válaszidő frissítése” link így kap választ a bemutató szervertől:</p>
  <ul>
    ${items.join('\n    ')}
  </ul>
  <p><a href="/">Minden kapcsoló a demó kezdőlapján</a></p>
</section>
`;
  return html.replace(/<\/main>/, section + '</main>');
}

/** The fixture page as the switches ask for it; untouched when none is on (the contact page always lists its own). */
export function applySwitches(html: string, file: string, switches: Switches): string {
  let page = html;
  if (switches.gift) page = withGiftProvider(page);
  if (switches.failure) page = withFailure(page, switches.failure);
  if (file === 'contact.html') page = withFailureLinks(page, switches);
  return page;
}

/** Sets or clears the delay cookie as the page's `kesleltetes` switch says. */
export function rememberDelay(incoming: IncomingMessage, response: ServerResponse, { delay }: Switches): void {
  if (delay) response.setHeader('Set-Cookie', `${DELAY_COOKIE}=${delay}; Path=/; SameSite=Lax`);
  else if (readCookie(incoming, DELAY_COOKIE) !== undefined)
    response.setHeader('Set-Cookie', `${DELAY_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
}

/** Where the slow-network switch applies: the bundle and its chunks (the module's), the theme's styles, the fixtures' pictures. */
const slowPaths = /^\/(modules\/custom\/kurzus_frontend|themes\/custom\/kurzus|fixtures\/assets)\//;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits (with `wait`) as long as the delay cookie says before a bundle file or picture is answered. */
export async function slowNetwork(incoming: IncomingMessage, requestPath: string, wait: (ms: number) => Promise<void>): Promise<void> {
  if (!slowPaths.test(requestPath)) return;
  const delay = delayOf(readCookie(incoming, DELAY_COOKIE));
  if (delay) await wait(delay);
}
