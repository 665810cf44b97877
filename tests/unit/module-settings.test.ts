// The settings the bundle reads live in four places that must agree: the module's install defaults
// (module/config/install), their schema (module/config/schema), its settings form (SettingsElements.php)
// and the bundle's own defaults (each feature's settings spec). A setting's path is its path in drupalSettings.
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
const yaml = (path: string) => load(readFileSync(`module/config/${path}`, 'utf8')) as Tree;

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

const install = yaml('install/kurzus_frontend.settings.yml') as { build: string; pages: string; drupal_settings: Tree };
const defaults = leaves(install.drupal_settings);
// The constraint's options by name: Drupal 12 takes no bare list (`Choice: [a, b]` fails validation with an exception).
type Choice = { type: string; constraints: { Choice: { choices: string[] } } };
const schema = yaml('schema/kurzus_frontend.schema.yml') as {
  'kurzus_frontend.settings': { type: string; mapping: { build: Choice; pages: Choice; drupal_settings: { mapping: Tree } } };
};
const types = schemaTypes(schema['kurzus_frontend.settings'].mapping.drupal_settings.mapping);

/** The settings form's elements that edit a config value, by that value's key (the form's #config_target). */
function formFields(): Record<string, { '#type': string; '#options'?: Record<string, string> }> {
  const script = `require 'module/src/SettingsElements.php';
    $fields = [];
    $walk = function ($elements) use (&$walk, &$fields) {
      foreach ($elements as $key => $element) {
        if (!is_array($element) || str_starts_with((string) $key, '#')) continue;
        if (isset($element['#config_target'])) $fields[explode(':', $element['#config_target'])[1]] = $element;
        else $walk($element);
      }
    };
    $walk(Drupal\\kurzus_frontend\\SettingsElements::elements(fn ($s) => $s));
    echo json_encode($fields);`;
  return JSON.parse(execFileSync('php', ['-r', script], { encoding: 'utf8' })) as ReturnType<typeof formFields>;
}

const specs: SettingsSpec<object>[] = [purchaseSettings, exitIntentSettings, lightboxSettings, scrollMarker.settings!];

/** The bundle's field for a drupalSettings path, from the spec whose path holds it. */
function bundleField(path: string): Field<unknown> | undefined {
  for (const spec of specs) {
    if (path.startsWith(spec.path + '.')) return (spec.fields as Record<string, Field<unknown>>)[path.slice(spec.path.length + 1)];
  }
  return undefined;
}

const ofType = { boolean: 'boolean', integer: 'number', string: 'string' } as const;

describe('the module settings the bundle reads', () => {
  it('are a config object whose schema covers every install default, with its type', () => {
    expect(schema['kurzus_frontend.settings'].type).toBe('config_object');
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
    const paths = Object.keys(formFields()).filter((key) => key.startsWith('drupal_settings.'));
    expect(paths.map((key) => key.slice('drupal_settings.'.length)).sort()).toEqual([...defaults.keys()].sort());
  });
});

describe("the module's own settings: which build, on which pages", () => {
  it('offer in the form exactly the values the schema allows, the install default among them', () => {
    const fields = formFields();
    for (const key of ['build', 'pages'] as const) {
      const allowed = schema['kurzus_frontend.settings'].mapping[key].constraints.Choice.choices;
      expect(Object.keys(fields[key]!['#options']!), key).toEqual(allowed);
      expect(allowed, key).toContain(install[key]);
    }
    expect(install).toMatchObject({ build: 'bundle', pages: 'visitor' });
  });
});
