import type { DrupalSettings } from '#behaviors';

/** The drupalSettings a fixture page prints (imported with `?raw`), so a story runs with the page's settings. */
export function fixtureSettings(html: string): DrupalSettings {
  const script = new DOMParser().parseFromString(html, 'text/html').querySelector('script[data-drupal-selector="drupal-settings-json"]');
  if (!script?.textContent) throw new Error('The fixture prints no settings JSON.');
  return JSON.parse(script.textContent) as DrupalSettings;
}
