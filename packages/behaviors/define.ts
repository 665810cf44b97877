import type { BehaviorDefinition } from './types.ts';

const validName = /^[a-z][a-z0-9-]*$/;

/** Declares a feature; checks early what would otherwise fail later, quietly, on a live page. */
export function defineBehavior<S extends object = object>(definition: BehaviorDefinition<S>): BehaviorDefinition<S> {
  if (!validName.test(definition.name)) {
    throw new RangeError(`Behaviour name "${definition.name}" must be lower-case words joined by hyphens.`);
  }
  return Object.freeze(definition);
}

export function selectorOf(definition: BehaviorDefinition): string {
  return definition.selector ?? `[data-kurzus~="${definition.name}"]`;
}

export function onceId(definition: BehaviorDefinition): string {
  return `kurzus-${definition.name}`;
}
