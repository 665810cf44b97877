import { addStrings } from './i18n/index.ts';
import { warn } from './log.ts';
import type { BehaviorDefinition, BehaviorEntry, ElementKind, ElementOf, Feature, LegacyDefinition, FeatureContext } from './types.ts';

const validName = /^[a-z][a-z0-9-]*$/;

/**
 * Declares a behaviour for the manifest: name, selector, strategy, element contract and a loader. Checks
 * early what would otherwise fail later, quietly, on a live page. A definition with `mount` (the first
 * API) is accepted as it is, its code counted as already loaded.
 */
export function defineBehavior(definition: BehaviorEntry): BehaviorDefinition;
export function defineBehavior<S extends object>(definition: LegacyDefinition<S>): BehaviorDefinition;
export function defineBehavior(definition: BehaviorEntry | LegacyDefinition): BehaviorDefinition {
  if (!validName.test(definition.name)) {
    throw new RangeError(`Behaviour name "${definition.name}" must be lower-case words joined by hyphens.`);
  }
  if (!('mount' in definition)) return Object.freeze({ ...definition });
  const { name, selector, strategy, settings, mount, serialize } = definition;
  const feature = { settings, mount, serialize } as Feature;
  return Object.freeze({ name, selector, strategy, feature, load: () => Promise.resolve({ default: feature }) });
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

/** The definition's feature if its code is here, else undefined. */
export function loadedFeature(definition: BehaviorDefinition): Feature | undefined {
  return definition.feature ?? loaded.get(definition);
}

/**
 * Loads a definition's feature module once and merges its strings into the catalogue. A failed load is
 * forgotten, so the next attempt (a click, the next attach) tries again.
 */
export function loadFeature(definition: BehaviorDefinition): Promise<Feature> {
  const ready = loadedFeature(definition);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(definition);
  if (!promise) {
    promise = definition.load().then(
      ({ default: feature }) => {
        if (feature.strings) addStrings(feature.strings);
        loaded.set(definition, feature);
        return feature;
      },
      (error: unknown) => {
        loading.delete(definition);
        // The network's failure, not a bug: said once, and a click on the element still does something.
        warn(definition.name, 'code', `could not be loaded (${error instanceof Error ? error.message : String(error)}); a click follows its link instead.`);
        throw error;
      },
    );
    loading.set(definition, promise);
  }
  return promise;
}
