// `npm run bench`: what the bundle costs a page as it grows, measured in Chromium. Pages of 100 and
// 1000 ticket rows (every other one 'coming soon'): time to attach everything, JS heap after attach, and
// heap growth per dialog opened and closed, after ten to warm up (a leak would grow it; V8's compiled code
// also does, by a few KB a dialog, as a heap snapshot diff showed: only code objects grew). Medians of
// several runs; the machine is shared and noisy, so compare the rows of one run, never with a fixed number.
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import { build } from '../esbuild.config.ts';
import { assertChromium, chromiumArgs, chromiumPath } from '../tests/browser/chromium.ts';
import { createDemoServer } from './demo/server.ts';

const runs = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function rows(count: number): string {
  return Array.from({ length: count }, (_, index) => {
    const href = index % 2 ? '/' : `https://jegy.example.hu/eloadas/${index}`;
    return `<tr><td>${index + 1}. előadás</td><td><a href="${href}" data-kurzus="ticket">Jegyvásárlás</a></td></tr>`;
  }).join('');
}

async function measure(page: Page, count: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await page.evaluate((html) => {
    document.querySelector('table.performances tbody')!.innerHTML = html;
  }, rows(count));
  const attach: number[] = [];
  for (let run = 0; run < runs; run++) {
    attach.push(
      await page.evaluate(() => {
        window.Kurzus!.detach(document);
        const start = performance.now();
        window.Kurzus!.attach(document);
        return performance.now() - start;
      }),
    );
  }
  const afterAttach = await heap();
  const openAndClose = async (times: number, from: number) => {
    for (let cycle = from; cycle < from + times; cycle++) {
      await page.locator('a.is-coming-soon').nth(cycle).click();
      await page.getByRole('button', { name: 'Rendben' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    return heap();
  };
  // The first openings pay one-time costs (compiled code); the growth after them is what a leak would add.
  const warmed = await openAndClose(10, 0);
  const later = await openAndClose(20, 10);
  return { rows: count, attachMs: median(attach), heapKB: afterAttach / 1024, bytesPerDialog: (later - warmed) / 20 };
}

assertChromium();
await build();
const server = createDemoServer().listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const results = [];
  for (const count of [100, 1000]) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fixtures/performances.html`);
    // Warm React and the dialog once, so the rows measure steady state.
    await page.locator('a.is-coming-soon').first().click();
    await page.getByRole('button', { name: 'Rendben' }).click();
    results.push(await measure(page, count));
    await page.close();
  }
  console.table(results.map((row) => ({ ...row, attachMs: row.attachMs.toFixed(2), heapKB: row.heapKB.toFixed(0), bytesPerDialog: row.bytesPerDialog.toFixed(0) })));
  const [small, large] = results as [(typeof results)[0], (typeof results)[0]];
  console.log(`Attach time, 1000 rows / 100 rows: ${(large.attachMs / small.attachMs).toFixed(1)}× for 10× the rows.`);
} finally {
  await browser.close();
  server.close();
}
