import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { pages } from '../../fixtures/data/index.ts';
import { block } from '../../fixtures/data/parts.ts';
import { fixturePage } from '../../fixtures/html.ts';
import { renderPage, themeRegions, type Page } from '../../scripts/twig/page.ts';
import { markup } from '../../scripts/twig/render.ts';
import { theme } from '../../scripts/twig/templates.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const settingsOf = (document: Document) =>
  JSON.parse(document.querySelector('script[data-drupal-selector="drupal-settings-json"]')!.textContent!) as {
    path: Record<string, unknown>;
  };

/**
 * Every fixture page is rendered from the theme's templates (html, page, region, block and the rest), so
 * its frame and its feature markup are what Drupal prints with the theme. These tests guard what the
 * page data must still get right, as Drupal would: one document, unique ids, working references, the
 * theme's regions and libraries, active links.
 */
describe.each(Object.keys(pages))('the fixture page %s', (name) => {
  const page = pages[name]!;
  const document = parse(fixturePage(name));

  it('is a Hungarian document with its title, one h1 and the landmarks of a page', () => {
    expect(document.documentElement.lang).toBe('hu');
    expect(document.title).toBe(`${page.title} | Kurzus`);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const landmark of ['header[role="banner"]', 'main[role="main"]', 'footer[role="contentinfo"]']) {
      expect(document.querySelectorAll(landmark), landmark).toHaveLength(1);
    }
    expect(document.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main-content');
    expect(document.getElementById('main-content')).not.toBeNull();
  });

  it('has unique ids, and every id a label, control or landmark names exists', () => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const references = [...document.querySelectorAll('[for], [aria-controls], [aria-labelledby], [aria-describedby]')].flatMap((element) =>
      ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby'].flatMap((name) =>
        (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean),
      ),
    );
    expect(references.filter((id) => !document.getElementById(id))).toEqual([]);
  });

  it("prints its regions in the theme's order, each named, with no empty one", () => {
    const regions = [...document.querySelectorAll('.region')].map((region) => region.className.replace(/^region region-/, ''));
    expect(regions.length).toBeGreaterThan(0);
    expect(regions).toEqual(
      themeRegions(theme)
        .map((region) => region.replace(/_/g, '-'))
        .filter((region) => regions.includes(region)),
    );
    for (const region of document.querySelectorAll('.region')) expect(region.children.length, region.className).toBeGreaterThan(0);
  });

  it('marks the links to itself active, as core does, and only those', () => {
    const own = [page.path, ...(page.front ? ['<front>'] : [])];
    const active = [...document.querySelectorAll('a.is-active')];
    expect(active.every((link) => own.includes(link.getAttribute('data-drupal-link-system-path')!))).toBe(true);
    expect(active.every((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
    const links = [...document.querySelectorAll('a[data-drupal-link-system-path]')].filter((link) =>
      own.includes(link.getAttribute('data-drupal-link-system-path')!),
    );
    expect(active).toEqual(links);
  });

  it("tells the bundle its path in drupalSettings, and marks body as Drupal's html template does", () => {
    expect(settingsOf(document).path).toMatchObject({ currentPath: page.path, isFront: page.front ?? false, currentLanguage: 'hu' });
    expect(document.body.classList.contains(page.front ? 'path-frontpage' : `path-${page.path.split('/')[0]}`)).toBe(true);
  });

  it('has the branding, the main menu with its off-canvas toggle and close button, and the footer', () => {
    const logo = document.querySelector('#block-kurzus-site-branding a[rel="home"] img');
    expect([logo?.getAttribute('src'), logo?.getAttribute('alt')]).toEqual(['/themes/custom/kurzus/logo.svg', 'Kezdőlap']);
    const toggle = document.querySelector('.region-primary-menu button[data-kurzus="offcanvas"]');
    const panel = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
    expect(panel?.matches('nav.menu--main.offcanvas-panel')).toBe(true);
    expect(panel?.querySelector('button[data-offcanvas-close]')?.textContent).toBe('Menü bezárása');
    expect(document.querySelector('.region-footer nav.menu--footer')).not.toBeNull();
  });
});

describe('a page', () => {
  const minimal = (regions: Page['regions'], html?: string): Page => ({ title: 'Próba', path: 'proba', html, regions, settings: {} });
  const text = (id: string, html: string) => block(id, 'block_content', `block_content:${id}`, { content: markup(html) });

  it('gives the sidebar room only when it holds blocks', () => {
    const without = parse(renderPage(theme, minimal({ content: [text('a', '<p>A</p>')] })));
    expect(without.querySelector('.layout-main--with-sidebar, aside')).toBeNull();
    const withSidebar = parse(renderPage(theme, minimal({ content: [text('a', '<p>A</p>')], sidebar: [text('b', '<p>B</p>')] })));
    expect(
      withSidebar.querySelector('.layout-main--with-sidebar > aside.layout-sidebar[role="complementary"] #block-kurzus-b'),
    ).not.toBeNull();
  });

  it('leaves out the footer band when the footer has no blocks', () => {
    expect(parse(renderPage(theme, minimal({ content: [text('a', '<p>A</p>')] }))).querySelector('footer')).toBeNull();
  });

  it("prints the libraries a visitor's page gets: the bundle's styles (a component's), then the site's; the module entry and the strings file", () => {
    const document = parse(fixturePage('home'));
    expect([...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/modules/custom/kurzus_frontend/css/kurzus.css',
      '/themes/custom/kurzus/css/site.css',
    ]);
    expect(
      [...document.querySelectorAll('script[src]')].map((script) => [script.getAttribute('src'), script.getAttribute('type')]),
    ).toEqual([
      ['/modules/custom/kurzus_frontend/dist/esm/kurzus.js', 'module'],
      ['/modules/custom/kurzus_frontend/dist/esm/kurzus-retry.js', 'module'],
      // For Drupal's locale scan: a data block, printed but never fetched.
      ['/modules/custom/kurzus_frontend/dist/kurzus.strings.js', 'text/plain'],
    ]);
  });

  it("follows the module's settings: the classic build in place of the module build; pages it leaves out", () => {
    expect(load(theme.module.settings)).toMatchObject({ build: 'bundle', pages: 'visitor' });
    const withSettings = (settings: string) => ({ ...theme, module: { ...theme.module, settings } });
    const scripts = (html: string) => [...parse(html).querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
    expect(scripts(renderPage(withSettings('build: bundle-classic\npages: visitor'), pages['home']!))).toEqual([
      '/modules/custom/kurzus_frontend/dist/kurzus.classic.js',
      '/modules/custom/kurzus_frontend/dist/kurzus.strings.js',
    ]);
    // A page without the theme's components (the header's menu toggle asks for the bundle) gets none.
    const bare = { ...pages['home']!, regions: { content: [] }, pageBottom: [] };
    expect(scripts(renderPage(withSettings('build: bundle\npages: none'), bare))).toEqual([]);
    expect(scripts(renderPage(withSettings('build: bundle\npages: visitor'), bare))).toHaveLength(3);
  });

  it('brings the bundle to an administration page only with a component that depends on it', () => {
    const scripts = (name: string) =>
      [...parse(fixturePage(name)).querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
    // The admin fixture holds the progress bar (kurzus:progress-bar, which asks for the bundle).
    expect(scripts('admin')).toContain('/modules/custom/kurzus_frontend/dist/esm/kurzus.js');
    const bare = { ...pages['admin']!, regions: { content: [] } };
    expect([...parse(renderPage(theme, bare)).querySelectorAll('script[src]')]).toEqual([]);
  });

  it('marks the payment step’s body for the bundle through its html template', () => {
    expect(parse(fixturePage('payment')).body.getAttribute('data-kurzus')).toBe('payment-redirect');
  });
});
