// The registry and host bridge: everything a feature needs to define itself, and the bundle to boot.
export { defineBehavior } from './define.ts';
export { boot, type KurzusGlobal } from './host/boot.ts';
export { coreCapabilities } from './host/drupal.ts';
export { createRegistry, type Registry, type BehaviorInfo } from './registry.ts';
export { t, formatPlural, createTranslator, type Catalogue } from './i18n/index.ts';
export { isPlainClick } from './strategies.ts';
export { renderIsland, preloadIsland, type Island, type WidgetLoader } from './islands/index.ts';
export { number, boolean, string, oneOf, record, plainObject, elsewhere, list, shape } from './settings/fields.ts';
export type { SettingsSpec, Field } from './settings/spec.ts';
export type { BehaviorDefinition, MountContext, Cleanup, Strategy, DetachTrigger, DrupalSettings } from './types.ts';
