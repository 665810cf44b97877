// @vitest-environment node
import { it } from 'vitest';
import { useBrowser } from './tests/browser/support.ts';
const open = useBrowser();
it('debug', async () => {
  const { page, logs } = await open('/fixtures/cookie-consent.html', { before: (p) => p.clock.install() });
  for (let i = 0; i < 30; i++) await page.clock.runFor(100);
  console.log(await page.evaluate(() => { const o = document.querySelector('#sliding-popup'); return [!!o, o && o.checkVisibility({ visibilityProperty: true }), document.querySelector('.modal')?.getAttribute('role')]; }));
  await page.mouse.move(600, 100);
  await page.mouse.move(600, -5);
  await page.clock.runFor(10);
  console.log(await page.evaluate(() => document.querySelector('#ouibounce-exit-modal')!.className));
  await page.screenshot({ path: '/tmp/consent.png' });
  const r = await open('/fixtures/home.html', { before: (p) => p.clock.install() });
  for (let i = 0; i < 30; i++) await r.page.clock.runFor(100);
  await r.page.mouse.move(600, 100);
  await r.page.mouse.move(600, -5);
  for (let i = 0; i < 30; i++) { await r.page.clock.runFor(10); await r.page.waitForTimeout(20); }
  console.log(await r.page.evaluate(() => [document.querySelector('#ouibounce-exit-modal')!.className, document.activeElement?.outerHTML.slice(0, 80)]));
  await r.page.screenshot({ path: '/tmp/home-modal.png' });
  console.log(logs, r.logs);
});
