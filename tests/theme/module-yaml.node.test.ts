// The Kurzus front end module's YAML as Drupal reads it: the info file, the libraries, the settings route and
// its menu link. Each file must parse and agree with the others.
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

const read = <T>(file: string) => load(readFileSync(`module/${file}`, 'utf8')) as T;

const info = read<Record<string, unknown>>('kurzus_frontend.info.yml');
const libraries =
  read<
    Record<
      string,
      { js: Record<string, { attributes?: { type?: string }; preprocess?: boolean }>; css: Record<string, object>; dependencies: string[] }
    >
  >('kurzus_frontend.libraries.yml');
const routes = read<Record<string, { path: string; requirements: Record<string, string> }>>('kurzus_frontend.routing.yml');
const links = read<Record<string, { route_name: string; parent: string }>>('kurzus_frontend.links.menu.yml');

describe('kurzus_frontend.info.yml', () => {
  it('is a module for Drupal 10.3 to 12 whose translations Drupal imports from the module', () => {
    expect(info).toMatchObject({
      type: 'module',
      core_version_requirement: '^10.3 || ^11 || ^12',
      'interface translation project': 'kurzus_frontend',
      'interface translation server pattern': 'modules/custom/kurzus_frontend/translations/%language.po',
    });
  });

  it('links its settings form, under Configuration › User interface, for site administrators only', () => {
    const route = routes[info['configure'] as string]!;
    expect(route.path).toBe('/admin/config/user-interface/kurzus');
    expect(route.requirements).toEqual({ _permission: 'administer site configuration' });
    expect(Object.values(links)).toEqual([expect.objectContaining({ route_name: info['configure'], parent: 'system.admin_config_ui' })]);
  });
});

describe('kurzus_frontend.libraries.yml', () => {
  it('declares the two builds, each with the strings file as a data block, the widget styles and core’s scripts only', () => {
    expect(Object.keys(libraries)).toEqual(['bundle', 'bundle-classic']);
    expect(Object.keys(libraries['bundle']!.js)).toEqual(['dist/esm/kurzus.js', 'dist/esm/kurzus-retry.js', 'dist/kurzus.strings.js']);
    // The entry, then what imports it again when its chunks failed: modules both, outside aggregation.
    for (const file of ['dist/esm/kurzus.js', 'dist/esm/kurzus-retry.js']) {
      expect(libraries['bundle']!.js[file]!.attributes?.type).toBe('module');
      expect(libraries['bundle']!.js[file]!.preprocess).toBe(false);
    }
    expect(Object.keys(libraries['bundle-classic']!.js)).toEqual(['dist/kurzus.classic.js', 'dist/kurzus.strings.js']);
    for (const library of Object.values(libraries)) {
      expect(library.js['dist/kurzus.strings.js']!.attributes?.type).toBe('text/plain');
      // A module's styles are components' styles: any theme's own come after them and win.
      expect(library.css).toEqual({ component: { 'css/kurzus.css': { minified: true } } });
      // No jQuery: the bundle needs Drupal's behaviours, once() and the settings only.
      expect(library.dependencies).toEqual(['core/drupal', 'core/once', 'core/drupalSettings']);
    }
  });
});
