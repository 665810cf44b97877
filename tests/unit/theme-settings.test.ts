// The theme settings the bundle reads live in four places that must agree: the theme's install defaults
// (config/install), their schema (config/schema), the settings form (theme-settings.php) and the bundle's
// own defaults (each feature's settings spec). A setting's path is its path in drupalSettings.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINT, type Field, type SettingsSpec } from '#behaviors';
import { purchaseSettings } from '../../packages/features/buy/settings.ts';
import { exitIntentSettings } from '../../packages/features/exit-intent/settings.ts';
import { lightboxSettings } from '../../packages/features/lightbox/settings.ts';
import scrollMarker from '../../packages/features/scroll-marker/scroll-marker.ts';

type Tree = { [key: string]: unknown };
const yaml = (path: string) => load(readFileSync(`theme/config/${path}`, 'utf8')) as Tree;

/** Every leaf of a nested map, by its dotted path. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, leafValue] of leaves(value as Tree, path + '.')) found.set(leaf, leafValue);
    } else found.set(path, value);
  }
  return found;
}

/** The schema's leaf types, by the same paths (a mapping's children under `mapping`). */
function schemaTypes(mapping: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, definition] of Object.entries(mapping) as [string, { type: string; mapping?: Tree }][]) {
    if (definition.type === 'mapping')
      for (const [leaf, type] of schemaTypes(definition.mapping!, prefix + key + '.')) found.set(leaf, type);
    else found.set(prefix + key, definition.type);
  }
  return found;
}

const defaults = leaves((yaml('install/kurzus.settings.yml') as { drupal_settings: Tree }).drupal_settings);
const schema = yaml('schema/kurzus.schema.yml') as { 'kurzus.settings': { type: string; mapping: { drupal_settings: { mapping: Tree } } } };
const types = schemaTypes(schema['kurzus.settings'].mapping.drupal_settings.mapping);

const specs: SettingsSpec<object>[] = [purchaseSettings, exitIntentSettings, lightboxSettings, scrollMarker.settings!];

/** The bundle's field for a drupalSettings path, from the spec whose path holds it. */
function bundleField(path: string): Field<unknown> | undefined {
  for (const spec of specs) {
    if (path.startsWith(spec.path + '.')) return (spec.fields as Record<string, Field<unknown>>)[path.slice(spec.path.length + 1)];
  }
  return undefined;
}

const ofType = { boolean: 'boolean', integer: 'number', string: 'string' } as const;

describe('the theme settings the bundle reads', () => {
  it('are a theme_settings config object whose schema covers every install default, with its type', () => {
    expect(schema['kurzus.settings'].type).toBe('theme_settings');
    expect([...types.keys()].sort()).toEqual([...defaults.keys()].sort());
    for (const [path, value] of defaults) {
      const type = types.get(path) as keyof typeof ofType;
      expect(typeof value, path).toBe(ofType[type]);
      if (type === 'integer') expect(Number.isInteger(value), path).toBe(true);
    }
  });

  it("equal the bundle's own defaults, so a page with them behaves as a page without them", () => {
    for (const [path, value] of defaults) {
      if (path === 'kurzus.breakpoint') {
        expect(value).toBe(DEFAULT_BREAKPOINT);
        continue;
      }
      const field = bundleField(path);
      expect(field, `the bundle reads no ${path}`).toBeDefined();
      expect(field!.fallback, path).toEqual(value);
      expect(field!.parse(value), path).toEqual(value);
    }
  });

  it('each have a field in the settings form that saves at their path', () => {
    const script = `require 'theme/src/SettingsForm.php';
      $paths = [];
      $walk = function ($elements) use (&$walk, &$paths) {
        foreach ($elements as $key => $element) {
          if (!is_array($element) || str_starts_with((string) $key, '#')) continue;
          if (isset($element['#parents'])) $paths[] = implode('.', array_slice($element['#parents'], 1));
          else $walk($element);
        }
      };
      $walk(Drupal\\kurzus\\SettingsForm::elements([], fn ($s) => $s));
      echo json_encode($paths);`;
    const paths = JSON.parse(execFileSync('php', ['-r', script], { encoding: 'utf8' })) as string[];
    expect(paths.sort()).toEqual([...defaults.keys()].sort());
  });
});
