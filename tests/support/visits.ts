import { afterAll, beforeAll } from 'vitest';
import type { DrupalSettings } from '#behaviors';
import { createRegistry, type Registry } from '#behaviors/manifest';
import { features } from '../../packages/kurzus/features.ts';
import { countLeaks, type LeakCounter } from './leaks.ts';

/**
 * The leak tests' visits, with the leak counter installed for the test file. A visit writes `html` into
 * the page, attaches every feature three times with `settings` (one registry for the file), runs `use`
 * (the visitor opening and using widgets), then detaches for unload and gives what was closing 50 ms.
 * `visitTwice` measures the second of two such visits: the first loads the lazy code (React, focus-trap),
 * whose modules keep what they keep for good.
 */
export function useVisits() {
  let leaks: LeakCounter;
  // One registry for every visit, as a page has: its own document listeners (one per event type, made
  // with the first visit that needs them) stay with it; everything a mount adds must go at detach.
  let settings: DrupalSettings = {};
  let registry: Registry;
  beforeAll(() => {
    leaks = countLeaks();
    registry = createRegistry(features, () => structuredClone(settings));
  });
  afterAll(() => leaks.uninstall());

  const held = () => ({ listeners: leaks.listeners(), observers: leaks.observers(), timers: leaks.timers() });

  async function visit(html: string, visitSettings: DrupalSettings, use: () => Promise<void>) {
    document.body.innerHTML = html;
    settings = visitSettings;
    for (let round = 0; round < 3; round++) registry.attach(document);
    await use();
    const whileUsed = held();
    registry.detach(document);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return whileUsed;
  }

  /** What the page held before the second visit, while it was used, and after its detach. */
  async function visitTwice(html: string, visitSettings: DrupalSettings, use: () => Promise<void>) {
    await visit(html, visitSettings, use);
    const before = held();
    const whileUsed = await visit(html, visitSettings, use);
    return { before, whileUsed, after: held() };
  }

  return visitTwice;
}
