import { afterAll, beforeAll } from 'vitest';
import type { DrupalSettings } from '#behaviors';
import { createRegistry } from '#behaviors/manifest';
import { features } from '../../packages/kurzus/features.ts';
import { countLeaks, type LeakCounter } from './leaks.ts';

/**
 * The leak tests' visits, with the leak counter installed for the test file. A visit writes `html` into
 * the page, attaches every feature three times with `settings`, runs `use` (the visitor opening and using
 * widgets), then detaches for unload and gives what was closing 50 ms. It returns what the page held just
 * before the detach; `held()` says what it holds now.
 */
export function useVisits() {
  let leaks: LeakCounter;
  beforeAll(() => (leaks = countLeaks()));
  afterAll(() => leaks.uninstall());

  const held = () => ({ listeners: leaks.listeners(), observers: leaks.observers(), timers: leaks.timers() });

  async function visit(html: string, settings: DrupalSettings, use: () => Promise<void>) {
    document.body.innerHTML = html;
    const registry = createRegistry(features, () => structuredClone(settings));
    for (let round = 0; round < 3; round++) registry.attach(document);
    await use();
    const whileUsed = held();
    registry.detach(document);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return whileUsed;
  }

  return { held, visit };
}
