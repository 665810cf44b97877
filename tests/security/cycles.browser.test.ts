// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fixtureHtml } from '../../scripts/demo/fixtures.ts';
import { hosts, useBrowser } from '../browser/support.ts';
import { cycle, instrument, settledHeap } from './instrument.ts';
import { serveChanged } from './changed-page.ts';

/**
 * 1,000 detach/attach cycles of a page with the features of the courses, gallery and packages pages, its
 * main region replaced each time as an in-page update replaces it: afterwards the JS heap (after a forced collection) is within 1 MB of where it was, and as many listeners,
 * timers, observers and React containers are alive as before.
 */
const open = useBrowser();
const CYCLES = 1000;
const mainOf = (file: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(fixtureHtml(file.replace(/\.html$/, ''))!)![1]!;

describe.each(hosts)(`${CYCLES} detach/attach cycles, %s`, (host, query) => {
  it('leave the heap within 1 MB and no listener, timer, observer or React container behind', { timeout: 120_000 }, async () => {
    const { page, logs } = await open('about:blank', { viewport: { width: 1280, height: 900 }, before: instrument });
    await serveChanged(page, '/fixtures/courses.html', {
      markup: `<div class="ciklus-galeria">${mainOf('gallery.html')}</div><div class="ciklus-csomagok">${mainOf('packages.html')}</div>`,
    });
    await page.goto('/fixtures/courses.html' + query);
    await page.waitForFunction(() => 'Kurzus' in window && document.querySelector('[data-once]') !== null);
    // Warm up: every lazy chunk the cycles need is loaded, React's root made once.
    await cycle(page, 30);
    const heapBefore = await settledHeap(page);
    const aliveBefore = await page.evaluate(() => window.__alive!());

    await cycle(page, CYCLES);
    const heapAfter = await settledHeap(page);
    const aliveAfter = await page.evaluate(() => window.__alive!());

    const growth = heapAfter - heapBefore;
    console.log(
      `[${host}] ${CYCLES} attach/detach cycles: JS heap ${(heapBefore / 1048576).toFixed(2)} MB → ${(heapAfter / 1048576).toFixed(2)} MB (${growth >= 0 ? '+' : ''}${(growth / 1024).toFixed(1)} KB); alive before ${JSON.stringify(aliveBefore)}, after ${JSON.stringify(aliveAfter)}`,
    );
    expect(growth).toBeLessThan(1024 * 1024);
    expect(aliveAfter).toEqual(aliveBefore);
    expect(logs.filter((log) => log.type === 'pageerror')).toEqual([]);
  });
});
