import { loadCode } from './fallback.ts';
import { addStrings } from './i18n/index.ts';
import { warn } from './log.ts';
import type { Platform } from './platform.ts';
import type * as Mounting from './mounting.ts';
import type { BehaviorDefinition, Feature } from './types.ts';

/** A behaviour's code, ready to mount: its feature module and the mount machinery. */
export interface Loaded {
  readonly feature: Feature;
  readonly mounting: typeof Mounting;
}

/**
 * Loads a behaviour's feature module with the mount machinery (its own chunk, which every feature
 * module shares, so a page where nothing mounts never loads it) and merges the module's strings into
 * the catalogue, so widgets it loads later find them too. Each goes through `loadCode`; a failure
 * warns and rejects.
 */
export async function loadFeature(definition: BehaviorDefinition, platform: Platform): Promise<Loaded> {
  try {
    const [{ default: feature }, mounting] = await Promise.all([loadCode(definition.load), loadCode(() => import('./mounting.ts'))]);
    if (feature.strings) addStrings(feature.strings);
    return { feature, mounting };
  } catch (error) {
    // The network's failure, not a bug: said once, and a click on the element still does something.
    const reason = error instanceof Error ? error.message : String(error);
    warn(platform, definition.name, 'code', `could not be loaded (${reason}); a click follows its link instead.`);
    throw error;
  }
}
