/**
 * Renders a whole page as Drupal does: the blocks of each region through region.html.twig, the regions
 * through page.html.twig, and the page through html.html.twig (or a suggestion), whose placeholders get
 * the head elements, the libraries (the bundle the Kurzus front end module attaches, the theme's own from
 * kurzus.info.yml) and the page's drupalSettings. Links to the page's own path are marked active afterwards, as core's
 * ActiveLinkResponseFilter marks them.
 */
import { load } from 'js-yaml';
import type { Component } from './sdc.ts';
import { fragments, markup, type Printable, type Renderer } from './render.ts';

export interface Page {
  /** The page's title: `<title>` is it and the site's name. */
  title: string;
  /** The path Drupal routes (`node/19`, `kurzusok`): body class, settings, active links. */
  path: string;
  /** The site's front page (`path-frontpage`, links to `<front>` active). */
  front?: boolean;
  /** The node type of a node's page (`page-node-type-…` on body). */
  nodeType?: string;
  /** An html template suggestion under theme/templates (layout/html.html.twig by default). */
  html?: string;
  /** A page template suggestion under theme/templates (layout/page.html.twig by default): layout/page--404.html.twig. */
  template?: string;
  /** The blocks of each region (the theme's regions, kurzus.info.yml), in order. */
  regions: Record<string, Printable[]>;
  /** What modules add at the end of body (page_bottom). */
  pageBottom?: Printable[];
  /** drupalSettings beyond `path`, which the page's path gives. */
  settings: Record<string, unknown>;
  /** Scripts a module attaches before the theme's (addresses). */
  scripts?: string[];
}

/** The theme as a page needs it: its templates and components, and the text of its info and libraries files. */
export interface Theme {
  renderer: Renderer;
  components: readonly Component[];
  info: string;
  libraries: string;
  /** The Kurzus front end module's libraries and install settings (kurzus_frontend.settings), as text. */
  module: { libraries: string; settings: string };
}

export const SITE_NAME = 'Kurzus';
const THEME_PATH = '/themes/custom/kurzus/';
const MODULE_PATH = '/modules/custom/kurzus_frontend/';
const TOKEN = 'kurzus-fixture';

interface Info {
  regions?: Record<string, string>;
  libraries?: string[];
}

interface Library {
  header?: boolean;
  css?: Record<string, Record<string, unknown>>;
  js?: Record<string, { attributes?: Record<string, string> }>;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The `<script>` tag of an extension's JavaScript file, as Drupal prints an unaggregated file of a library:
 * its address under the extension, then the attributes the library gives it (`type: module`).
 */
function scriptTag(src: string, attributes: Record<string, string> = {}): string {
  const extra = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`);
  return `<script src="${src}"${extra.join('')}></script>`;
}

/** Drupal's CSS groups, in the order it prints them whatever library they come from. */
const CSS_GROUPS = ['base', 'layout', 'component', 'state', 'theme'];

/** A library to print: the extension's address, and the library's definition. */
type Attached = [path: string, library: Library];

interface ModuleSettings {
  build: string;
  pages: 'visitor' | 'all' | 'none';
}

/**
 * The bundle's library, where the module attaches it (its settings `build` and `pages`: every page but
 * administration pages by default) or where a component on the page depends on it, as Drupal does.
 */
function bundleLibrary(theme: Theme, page: Page, html: string): Attached[] {
  const { pages } = load(theme.module.settings) as ModuleSettings;
  const rendered = new Set([...html.matchAll(/data-component-id="kurzus:([\w-]+)"/g)].map((match) => match[1]));
  const fromComponent = theme.components.some(
    ({ machineName, definition }) =>
      rendered.has(machineName) && definition.libraryOverrides?.dependencies?.some((name) => name.startsWith('kurzus_frontend/bundle')),
  );
  const attached = fromComponent || pages === 'all' || (pages === 'visitor' && !isAdminPath(page));
  return attached ? [chosenBuild(theme.module)] : [];
}

/** The bundle library the module's setting `build` names. */
function chosenBuild(module: Theme['module']): Attached {
  const { build } = load(module.settings) as ModuleSettings;
  return [MODULE_PATH, (load(module.libraries) as Record<string, Library>)[build]!];
}

/** The tags of the bundle library the module attaches, as Drupal prints them in any theme's page. */
export const bundleAssets = (module: Theme['module']) => pageAssets([chosenBuild(module)]);

/** The libraries kurzus.info.yml attaches to every page. */
function themeLibraries(theme: Theme): Attached[] {
  const info = load(theme.info) as Info;
  const libraries = load(theme.libraries) as Record<string, Library>;
  return (info.libraries ?? []).map((name) => {
    const library = libraries[name.replace(/^kurzus\//, '')];
    if (!library) throw new Error(`kurzus.info.yml attaches ${name}, which kurzus.libraries.yml does not declare.`);
    return [THEME_PATH, library];
  });
}

/**
 * The stylesheets and scripts of the libraries a page gets, as Drupal orders them: stylesheets by group, then
 * library; scripts in the footer unless the library asks for the header.
 */
function pageAssets(attached: readonly Attached[]): { css: string[]; jsTop: string[]; js: string[] } {
  const css: Array<[group: number, tag: string]> = [];
  const jsTop: string[] = [];
  const js: string[] = [];
  for (const [path, library] of attached) {
    for (const [group, files] of Object.entries(library.css ?? {})) {
      const tags = Object.keys(files).map((file) => `<link rel="stylesheet" media="all" href="${path}${file}" />`);
      css.push(...tags.map((tag): [number, string] => [CSS_GROUPS.indexOf(group), tag]));
    }
    (library.header ? jsTop : js).push(
      ...Object.entries(library.js ?? {}).map(([file, options]) => scriptTag(path + file, options?.attributes)),
    );
  }
  return { css: css.sort(([a], [b]) => a - b).map(([, tag]) => tag), jsTop, js };
}

/** An administration page (core's AdminContext): the path under admin/. */
const isAdminPath = (page: Page) => page.path === 'admin' || page.path.startsWith('admin/');

/** What core's system module puts in every page's head. */
const HEAD = [
  '<meta charset="utf-8" />',
  '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)" />',
  '<meta name="MobileOptimized" content="width" />',
  '<meta name="HandheldFriendly" content="true" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
];

/** drupalSettings as Drupal prints them: slashes and markup characters escaped, so nothing can end the script. */
const settingsJson = (settings: unknown) =>
  JSON.stringify(settings)
    .replace(/\//g, '\\/')
    .replace(/</g, '\\u003C')
    .replace(/>/g, '\\u003E')
    .replace(/&/g, '\\u0026')
    .replace(/'/g, '\\u0027');

/** Core's drupalSettings.path for a page. */
const pathSettings = (page: Page) => ({
  baseUrl: '/',
  pathPrefix: '',
  currentPath: page.path,
  currentPathIsAdmin: isAdminPath(page),
  isFront: page.front ?? false,
  currentLanguage: 'hu',
});

/** Marks the links to the page itself, as core's ActiveLinkResponseFilter does: `is-active`, `aria-current`. */
function markActiveLinks(html: string, page: Page): string {
  const current = [escapeHtml(page.path), ...(page.front ? ['&lt;front&gt;'] : [])].map(
    (path) => ` data-drupal-link-system-path="${path}"`,
  );
  return html.replace(/<a\b[^>]*>/g, (tag) => {
    if (!current.some((attribute) => tag.includes(attribute))) return tag;
    const classed = / class="/.test(tag) ? tag.replace(/ class="/, ' class="is-active ') : tag.replace(/>$/, ' class="is-active">');
    return classed.replace(/>$/, ' aria-current="page">');
  });
}

/** The theme's regions, in kurzus.info.yml's order. */
export const themeRegions = (theme: Theme) => Object.keys((load(theme.info) as Info).regions ?? {});

/** Whether the page is a signed-in user's (its drupalSettings say so). */
const signedIn = (settings: Page['settings'] = {}) => Number((settings['user'] as { uid?: number } | undefined)?.uid) > 0;

/**
 * What page.html.twig (or the page's suggestion) prints for these blocks in the theme's regions, with the
 * other variables core gives it.
 */
export function renderFrame(
  theme: Theme,
  blocksOf: Page['regions'],
  page: Partial<Pick<Page, 'template' | 'front' | 'settings'>> = {},
): string {
  const known = themeRegions(theme);
  const unknown = Object.keys(blocksOf).filter((region) => !known.includes(region));
  if (unknown.length) throw new Error(`The theme has no region ${unknown.join(', ')} (kurzus.info.yml).`);
  // Drupal renders no region without blocks: page.html.twig finds it empty.
  const regions = Object.fromEntries(
    known.map((region) => {
      const printables = blocksOf[region] ?? [];
      const html = printables.length
        ? theme.renderer.render('@kurzus/layout/region.html.twig', { region, content: fragments(...printables) })
        : '';
      return [region, html && markup(html.trim())];
    }),
  );
  return theme.renderer.render(`@kurzus/${page.template ?? 'layout/page.html.twig'}`, {
    page: regions,
    front_page: '/',
    base_path: '/',
    is_front: page.front ?? false,
    logged_in: signedIn(page.settings),
  });
}

/** The page's HTML document. */
export function renderPage(theme: Theme, page: Page): string {
  const { renderer } = theme;
  // Core wraps the page in the off-canvas dialog's main canvas (off-canvas-page-wrapper.html.twig).
  const body = `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>\n${renderFrame(theme, page.regions, page)}\n</div>`;
  const document = renderer.render(`@kurzus/${page.html ?? 'layout/html.html.twig'}`, {
    html_attributes: { lang: 'hu', dir: 'ltr' },
    root_path: page.front ? false : page.path.split('/')[0],
    node_type: page.nodeType,
    logged_in: signedIn(page.settings),
    head_title: [page.title, SITE_NAME],
    page: markup(body),
    page_bottom: fragments(...(page.pageBottom ?? [])),
    placeholder_token: TOKEN,
  });
  const assets = pageAssets([...bundleLibrary(theme, page, document), ...themeLibraries(theme)]);
  const settings = `<script type="application/json" data-drupal-selector="drupal-settings-json">${settingsJson({ path: pathSettings(page), ...page.settings })}</script>`;
  const scripts = (page.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}"></script>`);
  const placeholders: Record<string, string[]> = {
    head: HEAD,
    css: assets.css,
    js: assets.jsTop,
    'js-bottom': [settings, ...scripts, ...assets.js],
  };
  const filled = document.replace(/<(head|css|js|js-bottom)-placeholder token="[^"]*">/g, (_tag, name: string) =>
    placeholders[name]!.join('\n    '),
  );
  return markActiveLinks(filled, page);
}
