// Each measurement of `npm run bench`, driven from Node: pages, CPU throttling, forced GC, bytes received.
// The timed loops themselves run in the page (page-helpers.js), the same code for every stack.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { untilQuiet } from '../../tests/browser/layout-shift.ts';

/** The stacks compared: Kurzus in both hosts, the jQuery-era stack, and bare once() (attach only). */
export type Stack = 'kurzus' | 'kurzus-drupal' | 'jquery' | 'floor';

interface BenchPage {
  longTasks: number[];
  stopRecording(): void;
  settle(): Promise<void>;
  attachRuns(options: { stack: Stack; rows: number; runs: number }): Promise<{ times: number[]; empty: number[] }>;
  attachCalls(options: { stack: Stack; rows: number; runs: number }): Promise<number[]>;
  attachCycles(options: { stack: Stack; count: number }): Promise<number>;
  replaceMain(options: { stack: Stack; count: number }): Promise<number>;
  armLightbox(href: string): void;
  lightboxShown(): Promise<number>;
  interactionDuration(since: number): Promise<number>;
}
declare global {
  interface Window {
    benchPage: BenchPage;
  }
}

const helpers = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-helpers.js');

export const median = (values: readonly number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
};

/** The front end's own scripts: Kurzus's build, or the jQuery stack's (core's and other modules' scripts are not). */
export const themeScript = (path: string) => path.startsWith('/modules/custom/kurzus_frontend/') || path.startsWith('/bench/');

/** A fixture's address for one stack: the module build as it is, under Drupal core's scripts, or swapped. */
export function pageUrl(origin: string, stack: Stack, fixture: string): string {
  if (stack === 'kurzus') return `${origin}/fixtures/${fixture}`;
  if (stack === 'kurzus-drupal') return `${origin}/fixtures/${fixture}?host=drupal`;
  return `${origin}/bench/${stack === 'jquery' ? 'jquery' : 'bare'}/${fixture}`;
}

/** A fresh page (its own context) with the timing helpers in it, before any of its own scripts. */
export async function newPage(browser: Browser, url: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  // An error would make a figure meaningless: say so beside the table.
  page.on('pageerror', (error) => console.warn(`Page error on ${url}: ${error.message}`));
  await page.addInitScript({ path: helpers });
  return page;
}

async function openPage(browser: Browser, url: string): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await newPage(browser, url);
  const cdp = await page.context().newCDPSession(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(() => window.benchPage.settle());
  return { page, cdp };
}

/**
 * One load of a page at 4x CPU throttling: total blocking time (the part of each long task over
 * 50 ms, until the page is quiet) and the front end's scripts received until then, as gzip level 9 bytes
 * (what a compressing server sends; the demo server sends them plain).
 */
export async function loadPage(browser: Browser, url: string): Promise<{ tbt: number; jsGzip: number }> {
  const page = await newPage(browser, url);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !themeScript(new URL(response.url()).pathname)) return;
    bodies.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await untilQuiet(page, 2000);
  const tasks = await page.evaluate(() => window.benchPage.longTasks);
  const jsGzip = (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
  await page.close();
  return { tbt: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0), jsGzip };
}

/** Click on the first gallery link of a fresh page → its image loaded and visible, in ms. */
export async function lightboxClick(browser: Browser, url: string): Promise<number> {
  const { page } = await openPage(browser, url);
  await untilQuiet(page, 500);
  const link = page.locator('a.colorbox').first();
  const href = (await link.getAttribute('href'))!;
  await page.evaluate((target) => window.benchPage.armLightbox(target), href);
  await link.click();
  const ms = await page.evaluate(() => window.benchPage.lightboxShown());
  await page.close();
  return ms;
}

/**
 * The attach rows' Chromium, beside the usual flags. Its navigation predictor goes over every link added
 * since the last frame, in that frame: about 9 ms for 10,000 rows, work of the rows, not of any stack's
 * script. It fell inside the timed span only when a stack's attach brought a frame forward (Kurzus's
 * scroll marker reads the offset in one) and the frame came before the settling task, so it was there
 * in some runs and not in others: off. `gc()` empties the young generation before each timed run.
 */
export const attachBrowserArgs = ['--disable-features=NavigationPredictor', '--js-flags=--expose-gc'];

/**
 * Attach of `rows` ticket rows in ms: warm-up runs first (enough for the engine to optimise every stack's
 * code, as on a page where attach runs again and again), then the median of `runs` timed spans, less the
 * median time of settling alone (one task), so the figure is the work, not the scheduling. The browser
 * is one launched with `attachBrowserArgs`.
 */
export async function attachRows(browser: Browser, url: string, stack: Stack, rows: number, runs: number): Promise<number> {
  const { page } = await openPage(browser, url);
  const warm = 5;
  const { times, empty } = await page.evaluate((options) => window.benchPage.attachRuns(options), { stack, rows, runs: runs + warm });
  await page.close();
  return Math.max(0, median(times.slice(warm)) - median(empty.slice(warm)));
}

/** Attach of `rows` ticket rows in ms by the second method (`attachCalls`): the median of `runs` calls. */
export async function attachCall(browser: Browser, url: string, stack: Stack, rows: number, runs: number): Promise<number> {
  const { page } = await openPage(browser, url);
  const times = await page.evaluate((options) => window.benchPage.attachCalls(options), { stack, rows, runs });
  await page.close();
  return median(times);
}

/** V8's heap snapshot node types that are objects a script made; compiled code, hidden and native ones are not. */
const jsTypes = new Set([
  'object',
  'closure',
  'array',
  'string',
  'concatenated string',
  'sliced string',
  'regexp',
  'number',
  'symbol',
  'bigint',
]);

interface HeapSnapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
}

/**
 * The self size of the JS objects a heap snapshot (which V8 takes after a full GC) shows the page holding,
 * in bytes: those reachable from the roots by strong edges without passing through compiled code. An
 * object only optimised code holds (a constant it embeds when a function tiers up, part way through a run)
 * belongs to the code, not to what a cycle keeps.
 */
async function jsObjectBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const { snapshot, nodes, edges } = JSON.parse(chunks.join('')) as HeapSnapshot;
  const {
    node_fields: nodeFields,
    node_types: [nodeTypes],
    edge_fields: edgeFields,
    edge_types: [edgeTypes],
  } = snapshot.meta;
  const [type, size, edgeCount] = ['type', 'self_size', 'edge_count'].map((field) => nodeFields.indexOf(field)) as [number, number, number];
  const [edgeType, toNode] = ['type', 'to_node'].map((field) => edgeFields.indexOf(field)) as [number, number];
  const code = nodeTypes.indexOf('code');
  const weak = edgeTypes.indexOf('weak');
  // Each node's first edge: a node's edges follow those of the nodes before it.
  const firstEdge = new Uint32Array(nodes.length / nodeFields.length + 1);
  for (let node = 0, index = 0; node < nodes.length; node += nodeFields.length, index++) {
    firstEdge[index + 1] = firstEdge[index]! + nodes[node + edgeCount]! * edgeFields.length;
  }
  const seen = new Uint8Array(firstEdge.length);
  const queue = [0];
  seen[0] = 1;
  let bytes = 0;
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    const index = node / nodeFields.length;
    if (jsTypes.has(nodeTypes[nodes[node + type]!]!)) bytes += nodes[node + size]!;
    if (nodes[node + type] === code) continue;
    for (let edge = firstEdge[index]!; edge < firstEdge[index + 1]!; edge += edgeFields.length) {
      const target = edges[edge + toNode]!;
      if (edges[edge + edgeType] === weak || seen[target / nodeFields.length]) continue;
      seen[target / nodeFields.length] = 1;
      queue.push(target);
    }
  }
  return bytes;
}

/** The least-squares slope of `y` over `x`. */
function slope(points: ReadonlyArray<readonly [number, number]>): number {
  const mean = (pick: (point: readonly [number, number]) => number) => points.reduce((sum, point) => sum + pick(point), 0) / points.length;
  const mx = mean(([x]) => x);
  const my = mean(([, y]) => y);
  const covariance = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return covariance / variance;
}

/**
 * Heap growth per cycle, in bytes of JS objects (compiled code is not a leak), as the slope over `count`
 * cycles: a snapshot after a fifth of them as warm-up (lazy code loaded, compiled once) and one after
 * each further fifth, the least-squares line through the six. What a cycle leaks adds up along the line; a
 * one-time allocation (a cache filled once) only moves it. `replace`:
 * the main region's markup is replaced in each cycle; else the whole document is detached and attached.
 */
export async function heapSlope(browser: Browser, url: string, stack: Stack, count: number, replace: boolean): Promise<number> {
  const { page, cdp } = await openPage(browser, url);
  // The slower a stack's cycles, the more long tasks the bench would record: not the stack's bytes.
  await page.evaluate(() => window.benchPage.stopRecording());
  await cdp.send('HeapProfiler.enable');
  await untilQuiet(page, 1000);
  const cycles = (times: number) =>
    page.evaluate(
      ({ replaceMain, ...options }) => (replaceMain ? window.benchPage.replaceMain(options) : window.benchPage.attachCycles(options)),
      { replaceMain: replace, stack, count: times },
    );
  // As many warm-up cycles as between two snapshots: what is made once (code loaded, caches filled) falls there.
  const mounted = await cycles(count / 5);
  if (!mounted) console.warn(`Nothing mounted on ${url}: its heap figure means nothing.`);
  const points: Array<[number, number]> = [];
  for (let done = 0; ; done += count / 5) {
    // Timers a mount set (count-ups, reveals) end within a few seconds.
    await page.waitForTimeout(replace ? 5000 : 500);
    points.push([done, await jsObjectBytes(cdp)]);
    if (done >= count) break;
    await cycles(count / 5);
  }
  await page.close();
  return slope(points);
}
