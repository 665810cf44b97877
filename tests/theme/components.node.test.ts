// The theme's Single Directory Components: their schemas, every use of them in the templates, and how the
// project's renderer treats them (as Drupal's SDC system does). Rendering validates props, so every fixture
// page and story that renders a component checks its props too (tests/unit/templates.test.ts, the stories).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { componentId, type Component } from '../../scripts/twig/sdc.ts';
import { nodeComponents, nodeRenderer, nodeTheme } from '../../scripts/twig/node.ts';
import { renderPage } from '../../scripts/twig/page.ts';
import { createRenderer, hasRendered } from '../../scripts/twig/render.ts';
import { pages } from '../../fixtures/data/index.ts';
import { canvasProblems, componentUses, defaultProps, definitionProblems, useProblems } from '../support/component-checks.ts';

const components = nodeComponents();
const renderer = nodeRenderer();
const theme = nodeTheme();

/** Every template of the theme and every component template, by path. */
const templates = [
  ...readdirSync('theme/templates', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html.twig'))
    .map((file) => `theme/templates/${file}`),
  ...components.map(({ machineName }) => `theme/components/${machineName}/${machineName}.twig`),
];
const uses = templates.flatMap((file) => componentUses(file, readFileSync(file, 'utf8')));

/** A component's first story: each prop's first example, each slot's first example. */
const firstStory = (component: Component) => ({
  ...defaultProps(component),
  ...Object.fromEntries(
    Object.entries(component.definition.slots ?? {}).map(([name, slot]) => [name, { markup: slot.examples?.[0] ?? '' }]),
  ),
});

describe('theme/components', () => {
  it('are at least ten, each with its schema and template', () => {
    expect(components.length).toBeGreaterThanOrEqual(10);
    for (const { machineName, definition, template } of components) {
      expect(definition.props?.type, machineName).toBe('object');
      expect(template.trim(), machineName).not.toBe('');
    }
  });

  it('are demanded a schema by the info file', () => {
    expect((load(readFileSync('theme/kurzus.info.yml', 'utf8')) as Record<string, unknown>)['enforce_prop_schemas']).toBe(true);
  });

  it.each(components.map((component) => [componentId(component.machineName), component] as const))(
    '%s: a typed, described schema whose examples and stories are valid',
    (_id, component) => {
      expect(definitionProblems(component)).toEqual([]);
    },
  );

  it.each(components.map((component) => [componentId(component.machineName), component] as const))(
    '%s: its root carries the attributes (data-component-id) and it asks for the bundle where it has a behaviour',
    (id, component) => {
      const html = renderer.render(id, firstStory(component));
      // The first element it prints, after any comment.
      expect(html).toMatch(new RegExp(`^\\s*(<!--[\\s\\S]*?-->\\s*)*<[a-z][^>]* data-component-id="${id}"`));
      // Markup with a behaviour's word needs the bundle wherever it renders (markup a behaviour reads by another
      // attribute, as the off-canvas close button, declares it too).
      if (/data-kurzus/.test(component.template))
        expect(component.definition.libraryOverrides?.dependencies).toContain('kurzus_frontend/bundle');
    },
  );

  it.each(components.map((component) => [componentId(component.machineName), component] as const))(
    '%s: placeable in Drupal Canvas, or marked noUi',
    (_id, component) => {
      expect(canvasProblems(component)).toEqual([]);
    },
  );

  it("keep their own styles: no selector of a component's stylesheet is left in the site's", () => {
    const selectors = (css: string) =>
      [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)]
        .flatMap((match) => match[1]!.split(',').map((item) => item.trim()))
        .filter((item) => !item.startsWith('@'));
    const site = new Set(
      readdirSync('theme/styles')
        .filter((file) => file.endsWith('.css'))
        .flatMap((file) => selectors(readFileSync(`theme/styles/${file}`, 'utf8'))),
    );
    const own = components.flatMap(({ machineName }) => {
      const file = `theme/components/${machineName}/${machineName}.css`;
      return existsSync(file) ? selectors(readFileSync(file, 'utf8')).map((selector) => `${selector} (${file})`) : [];
    });
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter((entry) => site.has(entry.replace(/ \(.*\)$/, '')))).toEqual([]);
  });

  it('are used by the templates only with their props and slots', () => {
    expect(uses.length).toBeGreaterThan(0);
    expect(uses.flatMap((use) => useProblems(use, components))).toEqual([]);
  });

  it('are each rendered by a fixture page from every template that uses them, their props valid as Drupal 12 checks them', () => {
    // Rendering validates the props; it throws on the first wrong one, naming the component, prop and template.
    for (const page of Object.values(pages)) renderPage(theme, page);
    const template = (file: string) => `@kurzus/${file.replace(/^theme\/templates\//, '')}`;
    const unrendered = uses
      .filter(({ file }) => file.startsWith('theme/templates/'))
      .filter(({ file, id }) => !hasRendered(template(file), id))
      .map(({ file, id }) => `${file}: ${id}`);
    expect(unrendered).toEqual([]);
  });
});

describe('the schema checks themselves', () => {
  const buttons = components.find(({ machineName }) => machineName === 'purchase-buttons')!;

  it('fail a template that gives a component a wrong prop, naming the component, the prop and the template', () => {
    const altered = createRenderer({
      '@altered/teaser.html.twig': `{{ include('kurzus:purchase-buttons', {'nid': 'négy', 'title': 'A Kulcs', 'href': '/add-to-cart/4'}, with_context = false) }}`,
    });
    expect(() => altered.render('@altered/teaser.html.twig')).toThrow(
      /Invalid props of kurzus:purchase-buttons in @altered\/teaser\.html\.twig:\n\[kurzus:purchase-buttons\/nid\] must be integer\. The provided value is: "négy"/,
    );
  });

  it('fail a template that misspells a prop, which Drupal would ignore without a word', () => {
    const [use] = componentUses('theme/templates/x.html.twig', `{{ include('kurzus:purchase-buttons', {'nid': 4, 'gift-href': '/x'}) }}`);
    expect(useProblems(use!, components)).toEqual(['theme/templates/x.html.twig: kurzus:purchase-buttons has no prop or slot "gift-href"']);
  });

  it('fail a definition whose prop has no type or whose example breaks the schema', () => {
    const { props } = buttons.definition;
    const broken: Component = {
      ...buttons,
      definition: {
        ...buttons.definition,
        props: {
          ...props!,
          properties: {
            ...props!.properties,
            nid: { ...props!.properties['nid']!, examples: [4, 'négy'] },
            extra: { description: 'x', examples: [1] },
          },
        },
      },
    };
    expect(definitionProblems(broken)).toEqual([
      'kurzus:purchase-buttons (theme/components/purchase-buttons/purchase-buttons.component.yml): example "négy": [kurzus:purchase-buttons/nid] must be integer. The provided value is: "négy".',
      'kurzus:purchase-buttons (theme/components/purchase-buttons/purchase-buttons.component.yml): prop "extra" has no type',
    ]);
  });
});
