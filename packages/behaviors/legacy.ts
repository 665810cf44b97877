import { defineBehavior as defineEntry, provideMounting } from './define.ts';
import * as mounting from './mounting.ts';
import type { BehaviorDefinition, BehaviorEntry, Feature, LegacyDefinition } from './types.ts';

/**
 * `defineBehavior` that also accepts the first API: a definition with `mount`, its code counted as already
 * loaded. Such a definition is eager code, so it brings the mount machinery with it; the manifest, which
 * declares entries only, uses the plain one and leaves the machinery to the first feature module.
 */
export function defineBehavior(definition: BehaviorEntry): BehaviorDefinition;
export function defineBehavior<S extends object>(definition: LegacyDefinition<S>): BehaviorDefinition;
export function defineBehavior(definition: BehaviorEntry | LegacyDefinition): BehaviorDefinition {
  if (!('mount' in definition)) return defineEntry(definition);
  provideMounting(mounting);
  const { name, selector, strategy, settings, mount, serialize } = definition;
  const feature = { settings, mount, serialize } as Feature;
  return Object.freeze({ ...defineEntry({ name, selector, strategy, load: () => Promise.resolve({ default: feature }) }), feature });
}
