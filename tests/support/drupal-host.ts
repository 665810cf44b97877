import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DrupalGlobal } from '../../packages/behaviors/host/drupal.ts';

const core = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/demo/drupal-core');

/** Drupal core's own side of the object, which the bundle itself never calls. */
interface DrupalCore extends DrupalGlobal {
  attachBehaviors(context?: Document | Element, settings?: Record<string, unknown>): void;
  detachBehaviors(context?: Document | Element, settings?: Record<string, unknown>, trigger?: string): void;
}

export interface DrupalHostOptions {
  /** drupalTranslations.strings: context → source → translation (the bundle's context is 'kurzus'). */
  translations?: Record<string, Record<string, string>>;
  pluralFormula?: Record<string, number>;
  settings?: Record<string, unknown>;
}

/**
 * Puts the demo site's imitation of Drupal core's drupal.js on the jsdom page, with translations as
 * locale.module would print them, so the bundle meets the same host as on a Drupal site.
 */
export function installDrupalHost({ translations, pluralFormula, settings = {} }: DrupalHostOptions = {}) {
  window.drupalSettings = { pluralDelimiter: '\u0003', ...settings };
  if (translations || pluralFormula) {
    window.drupalTranslations = { strings: translations ?? {}, ...(pluralFormula && { pluralFormula }) };
  }
  // Runs as a classic script would: in the page's global scope.
  new Function(readFileSync(path.join(core, 'drupal.js'), 'utf8'))();
  return window.Drupal as DrupalCore;
}

export function removeDrupalHost() {
  delete window.Drupal;
  delete window.drupalSettings;
  delete window.drupalTranslations;
}
