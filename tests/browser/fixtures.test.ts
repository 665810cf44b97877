// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listFixtures } from '../../scripts/demo/fixtures.ts';
import { expectNoAxeViolations, hosts, useBrowser } from './support.ts';

const fixtures = listFixtures();
const open = useBrowser();

/** Every fixture page, as each host loads it: no axe violations, and nothing logged by the page's own code. */
describe.each(hosts)('every fixture page, %s', (_host, query) => {
  it.each(fixtures.map((fixture) => [fixture.url, fixture] as const))('%s', async (url) => {
    const { page, logs } = await open(url + query);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(logs).toEqual([]);
  });
});
