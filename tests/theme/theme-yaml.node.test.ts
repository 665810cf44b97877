// The theme's YAML as Drupal reads it: the info file, the libraries, the block placements installed with the
// theme. Each file must parse, and the files must agree with one another and with the translations.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

type Yaml = Record<string, unknown>;
const read = (path: string) => load(readFileSync(`theme/${path}`, 'utf8')) as Yaml;

const info = read('kurzus.info.yml') as {
  'base theme': unknown;
  core_version_requirement: string;
  libraries: string[];
  'libraries-extend': Record<string, string[]>;
  'libraries-override'?: Record<string, unknown>;
  dependencies: string[];
  regions: Record<string, string>;
};
const libraries = read('kurzus.libraries.yml');
const po = readFileSync('theme/translations/hu.po', 'utf8');

interface Block {
  id: string;
  theme: string;
  region: string;
  plugin: string;
  dependencies: { module?: string[]; config?: string[]; theme?: string[] };
  settings: { id: string; provider: string; label: string };
}
const blockFiles = readdirSync('theme/config/optional').filter((file) => file.startsWith('block.block.'));
const blocks = blockFiles.map((file) => [file, read(`config/optional/${file}`) as unknown as Block] as const);

describe('kurzus.info.yml', () => {
  it('needs no base theme and declares Drupal 10.3 to 12', () => {
    expect(info['base theme']).toBe(false);
    expect(info.core_version_requirement.split('||').map((part) => part.trim())).toEqual(['^10.3', '^11', '^12']);
  });

  it('has the regions the site builder expects, in order, each with its Hungarian', () => {
    expect(Object.keys(info.regions)).toEqual([
      'header',
      'primary_menu',
      'secondary_menu',
      'highlighted',
      'breadcrumb',
      'content_above',
      'content',
      'sidebar',
      'content_below',
      'footer',
    ]);
    for (const label of Object.values(info.regions)) expect(po, label).toContain(`msgid "${label}"\nmsgstr "`);
  });

  it('attaches and extends only libraries the theme declares', () => {
    const own = [...info.libraries, ...Object.values(info['libraries-extend']).flat()];
    for (const name of own) expect(Object.keys(libraries).map((key) => `kurzus/${key}`)).toContain(name);
    expect(info['libraries-extend']['core/drupal.dialog']).toEqual(['kurzus/dialog']);
  });

  it('depends on the Kurzus front end module for the bundle, and overrides no library itself (the module does)', () => {
    expect(info.dependencies).toEqual(['kurzus_frontend']);
    expect(info.libraries.some((name) => name.startsWith('kurzus_frontend/'))).toBe(false);
    expect(info['libraries-override']).toBeUndefined();
  });
});

describe('block placements installed with the theme (config/optional)', () => {
  it('places the blocks of a finished site, each in its region', () => {
    const placed = Object.fromEntries(blocks.map(([, block]) => [block.id, block.region]));
    expect(placed).toEqual({
      kurzus_site_branding: 'header',
      kurzus_main_menu: 'primary_menu',
      kurzus_search_form: 'secondary_menu',
      kurzus_account_menu: 'secondary_menu',
      kurzus_cart: 'secondary_menu',
      kurzus_messages: 'highlighted',
      kurzus_breadcrumbs: 'breadcrumb',
      kurzus_page_title: 'content_above',
      kurzus_local_tasks: 'content_above',
      kurzus_help: 'content_above',
      kurzus_primary_admin_actions: 'content_above',
      kurzus_content: 'content',
      kurzus_footer: 'footer',
      kurzus_powered: 'footer',
    });
  });

  it.each(blocks)('%s is a block of this theme, in one of its regions', (file, block) => {
    expect(file).toBe(`block.block.${block.id}.yml`);
    expect(block.theme).toBe('kurzus');
    expect(block.dependencies.theme).toEqual(['kurzus']);
    expect(Object.keys(info.regions)).toContain(block.region);
    expect(block.settings.id).toBe(block.plugin);
    expect(block.settings.label).toBeTruthy();
  });

  // Optional configuration installs only where its dependencies are met: a block whose module is missing
  // (search, help, Commerce's cart) is simply not placed, instead of breaking the install.
  it.each(blocks)('%s depends on the module and menu its plugin needs', (_file, block) => {
    const { provider } = block.settings;
    expect(block.dependencies.module ?? []).toEqual(provider === 'core' ? [] : [provider]);
    const menu = /^system_menu_block:(.+)$/.exec(block.plugin)?.[1];
    expect(block.dependencies.config ?? []).toEqual(menu ? [`system.menu.${menu}`] : []);
  });

  it('shows primary and secondary tabs in one block', () => {
    const tabs = blocks.find(([, block]) => block.id === 'kurzus_local_tasks')![1].settings;
    expect(tabs).toMatchObject({ primary: true, secondary: true });
  });
});

describe('kurzus.layouts.yml', () => {
  const layouts = read('kurzus.layouts.yml') as Record<string, { label: string; theme_hook: string; regions: Record<string, unknown> }>;

  it("offers a section layout printed by the theme's one-column template, named in Hungarian too", () => {
    expect(Object.keys(layouts)).toEqual(['kurzus_container']);
    const { label, theme_hook: hook, regions } = layouts['kurzus_container']!;
    expect(existsSync(`theme/templates/layout/${hook.replace(/_/g, '-')}.html.twig`)).toBe(true);
    expect(Object.keys(regions)).toEqual(['content']);
    expect(po).toContain(`msgid "${label}"\nmsgstr "`);
  });
});
