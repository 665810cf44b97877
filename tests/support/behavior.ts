import { defineBehavior } from '#behaviors/manifest';
import type { BehaviorDefinition, Feature } from '#behaviors';

/**
 * A behaviour declared the way every feature of the bundle is: a manifest entry whose loader gives a
 * module with the feature as its default export. Its code arrives with the next microtask, as an import
 * already fetched would; attach, then `await registry.settled()`.
 */
export function behavior(entry: Omit<BehaviorDefinition, 'load'>, feature: Feature): BehaviorDefinition {
  return defineBehavior({ ...entry, load: async () => ({ default: feature }) });
}
