// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hosts, useBrowser } from '../browser/support.ts';
import { cycle } from './instrument.ts';

/**
 * An overlay opened, its region replaced (unload detach) and attached again: the next click opens the
 * overlay again, and never falls through to the link.
 */
const open = useBrowser();

describe.each(hosts)('the video overlay across detach/attach cycles, %s', (_host, query) => {
  it('opens on every click between 100 cycles, and the page stays', async () => {
    const { page, logs } = await open('about:blank', { viewport: { width: 1280, height: 900 } });
    await page
      .context()
      .route('https://player.vimeo.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Lejátszó</title>' }),
      );
    await page.goto('/fixtures/courses.html' + query);
    await page.waitForFunction(() => document.querySelector('a[data-kurzus~="video"][data-once]') !== null);
    const start = page.url();
    let opened = 0;
    for (let round = 0; round < 10; round++) {
      await cycle(page, 10);
      await page.locator('main a[data-kurzus~="video"]').first().click();
      await expect.poll(() => page.locator('iframe.kurzus-video__player').count()).toBe(1);
      opened++;
    }
    expect(opened).toBe(10);
    expect(page.url()).toBe(start);
    expect(logs.filter((log) => log.type === 'pageerror')).toEqual([]);
  });
});
