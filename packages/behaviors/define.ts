import { addStrings } from './i18n/index.ts';
import { warn } from './log.ts';
import type * as Mounting from './mounting.ts';
import type { BehaviorDefinition, BehaviorEntry, ElementKind, ElementOf, Feature, FeatureContext } from './types.ts';

const validName = /^[a-z][a-z0-9-]*$/;

/**
 * Declares a behaviour for the manifest: name, selector, strategy, element contract and a loader. Checks
 * early what would otherwise fail later, quietly, on a live page.
 */
export function defineBehavior(definition: BehaviorEntry): BehaviorDefinition {
  if (!validName.test(definition.name)) {
    throw new RangeError(`Behaviour name "${definition.name}" must be lower-case words joined by hyphens.`);
  }
  return Object.freeze({ ...definition });
}

/**
 * Declares a feature module: the default export of the file a manifest entry loads. `E` is the element
 * the entry's contract promises (`defineFeature<'link'>` mounts on an HTMLAnchorElement).
 */
export function defineFeature<E extends ElementKind = 'any', S extends object = object, K extends string = never>(feature: {
  readonly settings?: Feature<S>['settings'];
  readonly strings?: Feature['strings'];
  readonly parts?: { readonly [P in K]: string };
  mount(element: ElementOf<E>, context: FeatureContext<S, K>): ReturnType<Feature['mount']>;
  serialize?(element: ElementOf<E>): void;
}): Feature<S, K, ElementOf<E>> {
  return Object.freeze(feature);
}

export function selectorOf(definition: BehaviorEntry): string {
  return definition.selector ?? `[data-kurzus~="${definition.name}"]`;
}

export function onceId(definition: BehaviorEntry): string {
  return `kurzus-${definition.name}`;
}

// Loaded feature modules, shared by every registry on the page: after the first load, mounts are synchronous.
const loaded = new WeakMap<BehaviorDefinition, Feature>();
const loading = new WeakMap<BehaviorDefinition, Promise<Feature>>();

/** The mount machinery once it is here: it loads with the first feature module, and stays. */
export let mounting: typeof Mounting | undefined;

export function provideMounting(module: typeof Mounting): typeof Mounting {
  return (mounting = module);
}

const loadMounting = async () => mounting ?? provideMounting(await import('./mounting.ts'));

/** The definition's feature if it can mount now (its code and the mount machinery are here), else undefined. */
export function loadedFeature(definition: BehaviorDefinition): Feature | undefined {
  return mounting && (definition.feature ?? loaded.get(definition));
}

/**
 * Loads a definition's feature module once, with the mount machinery, and merges its strings into the
 * catalogue. A failed load is forgotten, so the next attempt (a click, the next attach) tries again.
 */
export function loadFeature(definition: BehaviorDefinition): Promise<Feature> {
  const ready = loadedFeature(definition);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(definition);
  if (!promise) {
    promise = Promise.all([definition.load(), loadMounting()]).then(
      ([{ default: feature }]) => {
        if (feature.strings) addStrings(feature.strings);
        loaded.set(definition, feature);
        return feature;
      },
      (error: unknown) => {
        loading.delete(definition);
        // The network's failure, not a bug: said once, and a click on the element still does something.
        warn(
          definition.name,
          'code',
          `could not be loaded (${error instanceof Error ? error.message : String(error)}); a click follows its link instead.`,
        );
        throw error;
      },
    );
    loading.set(definition, promise);
  }
  return promise;
}
