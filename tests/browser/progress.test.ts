// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, hosts, reactChunkPaths, useBrowser } from './support.ts';

const open = useBrowser();

describe.each(hosts)('the progress bar, %s', (_host, query) => {
  it('polls {uri}?_format=json and draws an accessible bar, step by step, until 100%', async () => {
    const { page, logs, requested } = await open('about:blank');
    // A source of its own (the demo's is shared by every test): 25, 50, 75, 100.
    const polls: string[] = [];
    await page.route('**/feldolgozas/ujraindexeles*', (route) => {
      polls.push(route.request().url());
      const percentage = String(Math.min(100, polls.length * 25));
      return route.fulfill({ json: { status: 1, percentage, message: `${polls.length}. lépés a 4-ből`, label: 'Videók újraindexelése' } });
    });
    await page.goto('/fixtures/admin.html' + query);
    const bar = page.getByRole('progressbar', { name: 'Videók újraindexelése' });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('25');
    expect(await page.getByText('1. lépés a 4-ből').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // The 1500 ms steps themselves are counted with fake timers in progress.test.ts; here the real thing runs.
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('100');
    expect(await page.getByText('100%').isVisible()).toBe(true);
    expect(polls.every((url) => url.endsWith('/feldolgozas/ujraindexeles?_format=json'))).toBe(true);
    expect(polls).toHaveLength(4);
    expect(logs).toEqual([]);
    // A bar that shows as the page loads brings no React with it.
    expect(requested.filter((url) => reactChunkPaths().includes(url))).toEqual([]);
  });

  it('shows the error of a status-0 answer and stops', async () => {
    const { page } = await open('about:blank');
    const polls: string[] = [];
    page.on('request', (request) => void (request.url().includes('/feldolgozas/') && polls.push(request.url())));
    await page.route('**/fixtures/admin.html*', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace('data-progress-uri="/feldolgozas/ujraindexeles"', 'data-progress-uri="/feldolgozas/hiba"'),
      });
    });
    await page.clock.install();
    await page.goto('/fixtures/admin.html' + query);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('A feldolgozás megszakadt: a videótár nem érhető el.');
    await page.clock.runFor(4500);
    expect(polls).toEqual([expect.stringMatching(/\/feldolgozas\/hiba\?_format=json$/)]);
    expect(await page.getByRole('progressbar').count()).toBe(0);
  });
});
