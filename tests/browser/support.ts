import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type { OutputSize } from '../../scripts/build/size-report.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export const baseURL = () => inject('baseURL');

/** The two hosts every page is tried in: the bundle on its own, and under Drupal core's scripts. */
export const hosts = [
  ['standalone', ''],
  ['under a Drupal-like host', '?host=drupal'],
] as const;

/**
 * Connects this test file to the shared Chromium and gives each test a fresh context. Returns a function
 * that opens a page (with the options given) and records what the page's own code logs and throws. A page
 * opened with `keep` lasts the file: its context goes when the file's connection to Chromium closes.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser.close();
  });
  return async function open(
    url: string,
    options: BrowserContextOptions & { before?: (page: Page) => Promise<void>; waitUntil?: 'load' | 'commit'; keep?: boolean } = {},
  ) {
    const { before, waitUntil, keep, ...contextOptions } = options;
    const context = await browser.newContext({ baseURL: baseURL(), ...contextOptions });
    if (!keep) contexts.push(context);
    const page = await context.newPage();
    const logs = watchLogs(page);
    const requested = watchRequests(page);
    await before?.(page);
    await page.goto(url, { waitUntil });
    return { page, context, logs, requested };
  };
}

/** The path of every request the page makes, in order. */
function watchRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(new URL(request.url()).pathname));
  return requested;
}

/**
 * What the page's own code said: console warnings and errors, and uncaught exceptions. Chromium's own
 * "Failed to load resource" lines are the browser's, not the page's, and are left out.
 */
function watchLogs(page: Page) {
  const logs: { type: string; text: string }[] = [];
  page.on('console', (message) => {
    if (!['warning', 'error'].includes(message.type())) return;
    if (message.text().startsWith('Failed to load resource')) return;
    logs.push({ type: message.type(), text: message.text() });
  });
  page.on('pageerror', (error) => logs.push({ type: 'pageerror', text: error.message }));
  return logs;
}

/** Runs axe-core on the page; returns the violations (id and the nodes' selectors). */
export async function axeViolations(page: Page) {
  // Put in once per document, and kept under a name of its own: Storybook's a11y addon brings its own axe.
  if (!(await page.evaluate(() => 'kurzusAxe' in window))) {
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    await page.evaluate(() => Object.assign(window, { kurzusAxe: (window as unknown as { axe: unknown }).axe }));
  }
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { kurzusAxe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }
    ).kurzusAxe.run();
    return result.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }));
  });
  return violations;
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The module build's outputs as the build measured them (module/dist/sizes.json). */
export function builtOutputs(): OutputSize[] {
  return JSON.parse(readFileSync(path.join(root, 'module/dist/sizes.json'), 'utf8')) as OutputSize[];
}

/** URL paths (as the demo site serves them) of the module build's chunks that carry React. */
export function reactChunkPaths(): string[] {
  return builtOutputs()
    .filter((output) => output.react && output.role === 'lazy')
    .map((output) => '/modules/custom/kurzus_frontend/' + path.relative('module', output.file));
}

/** Fake timers that move only when the test says so (installed alone, the fake clock follows real time). */
export async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

const classicScript = '<script src="/modules/custom/kurzus_frontend/dist/kurzus.classic.js"></script>';

/**
 * A page's HTML with the classic script in place of the module build's scripts (its entry and the retry
 * script after it), as the classic library prints it; with `both`, beside them.
 */
export const withClassicScript = (html: string, both = false) =>
  html.replace(/(?:<script\b[^>]*\btype="module"[^>]*><\/script>\s*)+/, (module) => (both ? module + classicScript : classicScript));

/** Serves the page at `path` with the classic script in place of the module build (with `both`, beside it). */
export async function useClassicBuild(page: Page, path: string, both = false) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withClassicScript(await response.text(), both) });
  });
}

/**
 * Whether focus is inside the element (a dialog, the menu panel). focus-trap moves focus in a task after a
 * dialog shows, so a key meant for the dialog waits for this, as a visitor waits for the focus ring.
 */
export const holdsFocus = (element: Locator) => element.evaluate((node) => node.contains(document.activeElement));

/**
 * Whether the element itself has focus. focus-trap gives focus back a task after it lets go, so a check
 * after a close polls for this.
 */
export const hasFocus = (element: Locator) => element.evaluate((node) => node === document.activeElement);

/**
 * Comes to an element as a visitor does (the pointer over it), which fetches the code of a behaviour that
 * loads on intent, and waits until that code is loaded and the element mounted.
 */
export async function reachFor(page: Page, element: Locator, behavior: string): Promise<void> {
  await element.hover();
  await loaded(page, behavior);
}

/**
 * Waits until the behaviour's code is loaded: from then on the runtime mounts its elements at once, so a
 * form's submit, which is never held for the code, reaches the mounted behaviour.
 */
export const loaded = (page: Page, behavior: string) =>
  page.waitForFunction(
    (name) =>
      (window as unknown as { Kurzus?: { behaviors(): { name: string; settings: unknown }[] } }).Kurzus?.behaviors().some(
        (entry) => entry.name === name && entry.settings !== undefined,
      ) ?? false,
    behavior,
  );
