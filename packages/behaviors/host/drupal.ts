import type { DrupalSettings } from '../types.ts';

/** The parts of Drupal core's `Drupal` object that the bundle talks to (core/misc/drupal.js). */
interface DrupalBehavior {
  attach?(context: Document | Element, settings: DrupalSettings): void;
  detach?(context: Document | Element, settings: DrupalSettings, trigger: string): void;
}

export interface DrupalGlobal {
  behaviors: Record<string, DrupalBehavior>;
  attachBehaviors?(context: Document | Element, settings: DrupalSettings): void;
  detachBehaviors?(context: Document | Element, settings: DrupalSettings, trigger: string): void;
  t?(source: string, args?: Record<string, unknown>, options?: { context?: string }): string;
  throwError?(error: unknown): void;
  ajax?: unknown;
}

declare global {
  interface Window {
    Drupal?: DrupalGlobal;
    drupalSettings?: DrupalSettings;
    drupalTranslations?: { strings?: Record<string, Record<string, string>>; pluralFormula?: Record<string, number> };
  }
}

/** Drupal core, when it is on the page (core/drupal loaded), else undefined. */
export function drupal(): DrupalGlobal | undefined {
  const candidate = typeof window === 'undefined' ? undefined : window.Drupal;
  return candidate && typeof candidate.behaviors === 'object' ? candidate : undefined;
}

/**
 * What Drupal core already does on this page, each detected on its own: a Drupal page may carry
 * core/drupal without core/drupal.ajax or core/drupal.form, and whatever core does the bundle leaves alone.
 */
export function coreCapabilities() {
  const core = drupal();
  return {
    drupal: Boolean(core),
    ajax: typeof core?.ajax === 'function',
    formUpdated: Boolean(core?.behaviors.formUpdated),
    formSingleSubmit: Boolean(core?.behaviors.formSingleSubmit),
    fillUserInfoFromBrowser: Boolean(core?.behaviors.fillUserInfoFromBrowser),
    translations: Boolean(window.drupalTranslations?.strings),
  };
}
