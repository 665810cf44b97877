import { chromium } from 'playwright-core';
import { serveStorybook } from '/work/wt/sb/tests/support/storybook.ts';
import { createRequire } from 'node:module';
const require = createRequire('/work/wt/sb/tests/browser/support.ts');
const { server, base } = await serveStorybook('/tmp/sb-out2');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const id of ['features-off-canvas-navigation--open', 'features-image-lightbox--page', 'features-buy-buttons--trailer-view']) {
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
await page.waitForFunction(() => (window as any).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished');
await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
const r = await page.evaluate(async () => (await (window as any).axe.run({ runOnly: ['color-contrast'] })).violations.map((v: any) => v.nodes.map((n: any) => n.failureSummary + ' ' + n.html)));
console.log(id, JSON.stringify(r, null, 1));
await page.screenshot({ path: `/tmp/${id}.png`, fullPage: true });
await page.close();
}
await browser.close(); server.close();
