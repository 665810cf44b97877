// The eager part's runtime: what a manifest entry needs to declare itself, and the bundle to boot. Everything
// else a feature uses comes from `#behaviors`, which only feature modules import, so it loads with them.
export { defineBehavior } from './define.ts';
export { boot, type KurzusGlobal } from './host/boot.ts';
export type { BehaviorDefinition } from './types.ts';
