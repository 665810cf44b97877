import type { BehaviorDefinition, ElementKind, ElementOf, Feature, FeatureContext } from './types.ts';

const validName = /^[a-z][a-z0-9-]*$/;

/**
 * Declares a behaviour for the manifest: name, selector, strategy, element contract and a loader. Checks
 * early, in development and tests, what would otherwise fail later, quietly, on a live page; the production
 * build leaves the check out (its manifest is fixed when it is built, and the tests have checked it).
 */
export function defineBehavior(definition: BehaviorDefinition): BehaviorDefinition {
  if (process.env.NODE_ENV !== 'production' && !validName.test(definition.name)) {
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
  readonly parts?: { readonly [P in K]: string };
  readonly on?: Feature<S, K, ElementOf<E>>['on'];
  readonly widget?: Feature['widget'];
  mount?(element: ElementOf<E>, context: FeatureContext<S, K>): ReturnType<NonNullable<Feature['mount']>>;
}): Feature<S, K, ElementOf<E>> {
  return Object.freeze(feature);
}

export const selectorOf = (definition: BehaviorDefinition): string => definition.selector ?? `[data-kurzus~="${definition.name}"]`;
