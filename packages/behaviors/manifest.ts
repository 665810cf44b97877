// The eager part's runtime: what a manifest entry needs to declare itself, and the bundle to boot (and
// tests and stories, their own registry). Everything else a feature uses comes from `#behaviors`, which
// only feature modules import, so it loads with them.
export { defineBehavior } from './define.ts';
export { boot } from './host/boot.ts';
export { createRegistry, type Registry } from './registry.ts';
export { browserPlatform } from './platform.ts';
export type { BehaviorDefinition, DrupalSettings } from './types.ts';
