// A page painted before its end is parsed: a slow phone (or a busy one) paints what the parser has so far,
// and whatever arrives next must only add below or beside, never move what is already on screen. The check
// cuts a page's HTML at points through its body, renders each part as the browser would paint it (styles
// in, scripts not yet run), and compares the place of every element and text in view with its place once the
// whole page is parsed. Deterministic, where a shift that needs a parser yield at the wrong moment is not.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Where something sits: keyed by its path of child indexes, so a part and the whole name it alike. */
type Places = Record<string, { x: number; y: number }>;

declare global {
  interface Window {
    kurzusPlaces?: (inViewOnly: boolean) => Places;
    kurzusDescribe?: (key: string) => string;
    kurzusShowPart?: (html: string) => Promise<unknown>;
    kurzusFirstFrame?: boolean;
  }
}

const helpers = path.join(path.dirname(fileURLToPath(import.meta.url)), 'part-parsed-places.js');

const placesOf = (page: Page, inViewOnly: boolean): Promise<Places> => page.evaluate((inView) => window.kurzusPlaces!(inView), inViewOnly);

/**
 * Offsets where a tag starts, `count` of them spread evenly from where the browser may first paint (after
 * the element a `<link rel=expect blocking=render>` waits for, else the body's start) to the end of the
 * page's own regions (the footer's end). What follows is page_bottom: what modules add, on a real site by
 * their scripts.
 */
function cutPoints(html: string, count: number): number[] {
  const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(html)?.[1];
  const target = expected ? /<([a-z]+)\b[^>]*\bid="([\w-]+)"/g : undefined;
  let from = html.indexOf('<body');
  for (const match of target ? html.matchAll(target) : []) if (match[2] === expected) from = html.indexOf(`</${match[1]}>`, match.index);
  const footerEnd = html.lastIndexOf('</footer>');
  const to = footerEnd > from ? footerEnd : html.lastIndexOf('</body>');
  const starts = [...html.slice(from, to).matchAll(/<[a-z]/g)].map((match) => from + match.index);
  const step = Math.max(1, starts.length / count);
  // The first tag of each of `count` equal stretches.
  return starts.filter((_, index) => Math.floor(index / step) !== Math.floor((index - 1) / step));
}

export interface Moved {
  cut: number;
  node: string;
  part: { x: number; y: number };
  whole: { x: number; y: number };
}

/**
 * Loads `url` whole and then shows it cut at each point (its scripts never run: this is the page as first
 * painted), and lists what in view sits elsewhere in a part than in the whole. `edit` changes the page's
 * HTML first. A part takes the whole's place in the same document rather than a load of its own: the
 * parser builds the same tree from it, and its styles, fonts and images are the ones already loaded.
 */
export async function movedWhileParsing(page: Page, url: string, cuts: number, edit = (html: string) => html): Promise<Moved[]> {
  const html = edit(await (await page.request.get(url)).text());
  await page.addInitScript({ path: helpers });
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await page.goto(url);
  const whole = await placesOf(page, false);
  const moved: Moved[] = [];
  const bodyStart = html.indexOf('>', html.indexOf('<body')) + 1;
  for (const cut of cutPoints(html, cuts)) {
    await page.evaluate((part) => window.kurzusShowPart!(part), html.slice(bodyStart, cut));
    const part = await placesOf(page, true);
    for (const [key, place] of Object.entries(part)) {
      const final = whole[key];
      if (final && (final.x !== place.x || final.y !== place.y)) {
        moved.push({ cut, node: await page.evaluate((at) => window.kurzusDescribe!(at), key), part: place, whole: final });
        break;
      }
    }
  }
  return moved;
}

/**
 * Serves `html` from a server of its own in two parts, the second `pauseMs` later, cut halfway through the
 * main region (every other request is sent on to `origin`), and tells whether the browser's first frame
 * already had the whole main region, up to its end marker.
 */
export async function firstFrameHasWholeMain(page: Page, html: string, origin: string, pauseMs = 1000): Promise<boolean> {
  const main = html.indexOf('<main');
  const cut = html.indexOf('<', Math.floor((main + html.indexOf('id="main-end"')) / 2));
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(302, { location: origin + request.url }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), pauseMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await page.addInitScript(() => requestAnimationFrame(() => (window.kurzusFirstFrame = document.getElementById('main-end') !== null)));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return await page.evaluate(() => window.kurzusFirstFrame === true);
  } finally {
    server.close();
  }
}
