// What feature modules (and their tests) import. Manifest entries import `#behaviors/manifest` only.
export { defineFeature } from './define.ts';
export type { Platform } from './platform.ts';
export { t, PLURAL_DELIMITER } from './i18n/index.ts';
export { translator } from './i18n/strings.ts';
export { leftToBrowser, takeClick } from './platform.ts';
export { loadCode } from './load.ts';
export { safeUrl } from './url.ts';
export { emit, PURCHASE, CONTENT_RESIZED, type PurchaseKind } from './events.ts';
export { number, boolean, string, selector, record, plainObject, elsewhere, list, shape } from './settings/fields.ts';
export { DEFAULT_BREAKPOINT } from './settings/breakpoint.ts';
export type { SettingsSpec, Field } from './settings/spec.ts';
export type { BehaviorDefinition, Feature, FeatureContext, DrupalSettings, Widget } from './types.ts';
