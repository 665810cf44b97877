// The runtime: everything a feature needs to declare itself, and the bundle to boot.
export { defineFeature } from './define.ts';
export { defineBehavior } from './legacy.ts';
export { boot, type KurzusGlobal } from './host/boot.ts';
export { coreCapabilities } from './host/drupal.ts';
export { createRegistry, type Registry, type BehaviorInfo } from './registry.ts';
export { t, formatPlural, addStrings, createTranslator, PLURAL_DELIMITER, type Catalogue } from './i18n/index.ts';
export { isPlainClick } from './pending.ts';
export { openWidget, closeWidget } from './open.ts';
export { platform, navigate, type NavigateOptions, type CreateFocusTrap } from './platform.ts';
export { safeUrl } from './url.ts';
export {
  emit,
  PURCHASE,
  CONTENT_RESIZED,
  type PurchaseDetail,
  type PurchaseKind,
  type ContentResizedDetail,
  type KurzusEventMap,
} from './events.ts';
export { WIDGET_ATTRIBUTE, followOrSay } from './fallback.ts';
export { renderIsland, preloadIsland, type Island, type WidgetLoader } from './islands/index.ts';
export { number, boolean, string, oneOf, record, plainObject, elsewhere, list, shape } from './settings/fields.ts';
export type { SettingsSpec, Field } from './settings/spec.ts';
export type {
  BehaviorDefinition,
  BehaviorEntry,
  Feature,
  LegacyDefinition,
  MountContext,
  FeatureContext,
  OpenOptions,
  Cleanup,
  Strategy,
  ElementKind,
  CoreCapability,
  Strings,
  DetachTrigger,
  DrupalSettings,
} from './types.ts';
