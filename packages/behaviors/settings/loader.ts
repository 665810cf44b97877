import type { DrupalSettings } from '../types.ts';
import { warn } from '../log.ts';
import type { Platform } from '../platform.ts';

// The same lookup as core's drupalSettingsLoader.js: only a direct child of head or body counts.
const selector = ':is(head, body) > script[type="application/json"][data-drupal-selector="drupal-settings-json"]';

/** Reads the page's settings JSON; a missing script gives `{}`, a malformed one warns and gives `{}`. */
export function readSettingsJson(doc: Document, platform: Platform): DrupalSettings {
  const script = doc.querySelector(selector);
  if (!script) return {};
  try {
    const parsed: unknown = JSON.parse(script.textContent ?? '');
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as DrupalSettings;
    warn(platform, 'settings', 'drupal-settings-json', 'is not a JSON object; using no settings.');
  } catch (error) {
    warn(platform, 'settings', 'drupal-settings-json', `is not valid JSON (${(error as Error).message}); using no settings.`);
  }
  return {};
}
