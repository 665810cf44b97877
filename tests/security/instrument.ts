import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    /** What is alive now: listeners, timers, observers that observe, React containers. */
    __alive?: () => Record<string, number>;
  }
}

/**
 * Installs the project's leak counter (tests/support/leaks.ts, bundled for the page) before any page
 * script runs: `window.__alive()` then tells what is alive, listeners on connected nodes, timers and
 * frames not yet run, observers that observe, and React's containers.
 */
export async function instrument(page: Page) {
  const { outputFiles } = await esbuild.build({
    stdin: {
      contents: `import { countLeaks } from './leaks.ts';
        const leaks = countLeaks();
        window.__alive = () => ({
          listeners: leaks.listeners(),
          timers: leaks.timers(),
          observers: leaks.observers(),
          islandContainers: document.querySelectorAll('[data-kurzus-islands]').length,
          reactPortals: document.querySelectorAll('body > [data-kurzus-islands] ~ div, .kurzus-overlay, .kurzus-dialog').length,
          bodyChildren: document.body?.children.length ?? 0,
        });`,
      resolveDir: fileURLToPath(new URL('../support/', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
  });
  await page.addInitScript({ content: outputFiles[0]!.text });
}

/**
 * Runs `count` cycles in the page: detach (unload), replace the main region, attach. The region's markup
 * is read after the first detach, as the server sends it: without the once markers of the last attach,
 * which would tell attach that the new elements are done already and leave them unmounted.
 */
export const cycle = (page: Page, count: number) =>
  page.evaluate((count) => {
    const kurzus = (
      window as unknown as {
        Kurzus: { attach(context?: Element): void; detach(context?: Element, settings?: object, trigger?: string): void };
      }
    ).Kurzus;
    const main = document.querySelector('main')!;
    let original: string | undefined;
    for (let index = 0; index < count; index++) {
      kurzus.detach(main, undefined, 'unload');
      original ??= main.innerHTML;
      main.innerHTML = original;
      kurzus.attach(main);
    }
  }, count);

export async function settledHeap(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await page.waitForTimeout(1500);
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}
