/// <reference types="vite/types/importMeta.d.ts" />
/**
 * A component's stories, from its `component.yml`: the description as the docs page's text, args and Controls
 * from the props schema (enums as selects, booleans as toggles, slots as text), each prop's first example as
 * the first story, the named stories of `thirdPartySettings.kurzus.stories` after it. Each story is the Twig
 * include rendered by the project's renderer, with the bundle attached (withBehaviors); "Show code" gives
 * the include and the HTML it prints.
 */
import type { ArgTypes, Args, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { classTypes, componentId, libraryName, type Component, type PropSchema } from '../../scripts/twig/sdc.ts';
import { markup, type Variables } from '../../scripts/twig/render.ts';
import { components, renderer } from '../../scripts/twig/templates.ts';
import { componentSetups } from './componentPages.ts';
import { formatHtml } from './formatHtml.ts';
import { atViewport, viewports, type ViewportName } from './viewports.ts';
import type { KurzusParameters } from './withBehaviors.tsx';

/** Every file of the theme's components, by path: what a component's docs page names for a themer to open. */
const componentPaths = Object.keys(import.meta.glob('../../theme/components/*/*.{twig,yml,css}')).map((key) => key.replace('../../', ''));

/** A component's Twig, definition and stylesheet, as paths in the repository. */
const componentFiles = (machineName: string) =>
  componentPaths
    .filter((file) => file.startsWith(`theme/components/${machineName}/`))
    .map((file) => `\`${file}\``)
    .join(', ');

const find = (machineName: string): Component => {
  const component = components.find((candidate) => candidate.machineName === machineName);
  if (!component) throw new Error(`There is no component theme/components/${machineName}.`);
  return component;
};

/** The first example of each prop and each slot: what the first story shows and every Control starts from. */
function firstExamples({ definition }: Component): Args {
  const props = Object.entries(definition.props?.properties ?? {}).filter(([, schema]) => schema.examples?.length);
  const slots = Object.entries(definition.slots ?? {}).filter(([, slot]) => slot.examples?.length);
  return Object.fromEntries([
    ...props.map(([name, schema]) => [name, schema.examples![0]]),
    ...slots.map(([name, slot]) => [name, slot.examples![0]]),
  ]);
}

const typeSummary = (schema: PropSchema) => (Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? ''));

/** The Control of one prop: a select for an enum, a toggle for a boolean, a number, text, or JSON for the rest. */
function control(schema: PropSchema): ArgTypes[string]['control'] {
  if (classTypes(schema).length) return false;
  if (schema.enum) return 'select';
  switch (schema.type) {
    case 'boolean':
      return 'boolean';
    case 'integer':
    case 'number':
      return 'number';
    case 'string':
      return 'text';
    default:
      return 'object';
  }
}

function argTypes({ definition }: Component): ArgTypes {
  const required = definition.props?.required ?? [];
  const props = Object.entries(definition.props?.properties ?? {}).map(([name, schema]) => [
    name,
    {
      name,
      description: schema.description,
      control: control(schema),
      ...(schema.enum && { options: schema.enum, labels: schema['meta:enum'] }),
      type: { name: 'other' as const, value: typeSummary(schema), required: required.includes(name) },
      table: {
        category: 'props',
        type: { summary: typeSummary(schema) },
        ...(schema.default !== undefined && { defaultValue: { summary: JSON.stringify(schema.default) } }),
      },
    },
  ]);
  const slots = Object.entries(definition.slots ?? {}).map(([name, slot]) => [
    name,
    { name, description: slot.description, control: 'text' as const, table: { category: 'slots', type: { summary: 'markup' } } },
  ]);
  return Object.fromEntries([...props, ...slots]) as ArgTypes;
}

/** The props and slots to render: slots are markup, an empty Control leaves its prop out. */
function variables(component: Component, args: Args): Variables {
  const slots = Object.keys(component.definition.slots ?? {});
  return Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, slots.includes(name) ? markup(String(value)) : value]),
  );
}

/** A Twig value as a template would write it. */
const twigValue = (value: unknown): string => {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(twigValue).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${key}: ${twigValue(item)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
};

/** The HTML Drupal prints for the component with these props. */
export const componentHtml = (machineName: string, args: Args): string =>
  renderer.render(componentId(machineName), variables(find(machineName), args));

/** What "Show code" gives: the Twig include a template writes, then the HTML Drupal prints for it. */
export function componentSource(machineName: string | Component, args: Args): string {
  const component = typeof machineName === 'string' ? find(machineName) : machineName;
  const id = componentId(component.machineName);
  const given = Object.entries(args).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const lines = given.map(([name, value]) => `  ${name}: ${twigValue(value)},`);
  const include = `{{ include('${id}', {\n${lines.join('\n')}\n}, with_context = false) }}`;
  const html = renderer.render(id, variables(component, args));
  return `${include}\n\n{# Drupal prints: #}\n${formatHtml(html)}`;
}

/** The default export of a component's story file (its `title` is written in the file, as Storybook reads it). */
export function componentMeta(machineName: string) {
  const component = find(machineName);
  const { definition } = component;
  const context = definition.thirdPartySettings?.kurzus?.context ?? '@component';
  const kurzus: KurzusParameters<Args> = {
    markup: (args) => context.replace('@component', () => renderer.render(componentId(machineName), variables(component, args))),
    setup: componentSetups[machineName],
  };
  const library = `Drupal attaches \`${libraryName(machineName)}\` where it renders${definition.libraryOverrides?.dependencies?.includes('kurzus_frontend/bundle') ? ', and with it the bundle (`kurzus_frontend/bundle`)' : ''}.`;
  return {
    args: firstExamples(component),
    argTypes: argTypes(component),
    parameters: {
      kurzus,
      docs: {
        description: {
          component: `${definition.description}\n\n\`${componentId(machineName)}\`, status **${definition.status ?? 'experimental'}**. ${library}\n\nFiles: ${componentFiles(machineName)}.`,
        },
        source: { transform: (_code: string, { args }: { args: Args }) => componentSource(component, args), language: 'html' },
      },
    },
  } satisfies Partial<Meta<Args>>;
}

/** Presses a control as a visitor would, once the bundle has marked it (a press before its code is kept for it). */
async function press(canvasElement: HTMLElement, selector: string) {
  const control = await waitFor(async () => {
    const found = canvasElement.querySelector<HTMLElement>(selector);
    await expect(found?.dataset['once']).toBeTruthy();
    return found!;
  });
  // Where it is not displayed (the off-canvas toggle at 992 px and up), a page has nothing to press.
  if (getComputedStyle(control).display !== 'none') control.click();
}

/** The pointer leaves the window through the top, once the dialog is enhanced (its code loads when the page is idle) and its watch has begun (`timer` 0). */
export async function leaveThroughTheTop(canvasElement: HTMLElement) {
  await waitFor(async () => expect(canvasElement.querySelector('[role="dialog"]')).not.toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 20));
  document.documentElement.dispatchEvent(new MouseEvent('mouseleave', { clientY: -5 }));
}

const isViewport = (name: string): name is ViewportName => Object.hasOwn(viewports, name);

/** A story of the component: the first examples, or a named story of its definition over them. */
export function componentStory(machineName: string, key?: string): StoryObj<Args> {
  if (!key) return { parameters: { docs: { description: { story: "Each prop's first example." } } } };
  const story = find(machineName).definition.thirdPartySettings?.kurzus?.stories?.[key];
  if (!story) throw new Error(`theme/components/${machineName} has no story "${key}".`);
  const { opens, leaves, viewport, settings } = story;
  if (viewport !== undefined && !isViewport(viewport))
    throw new Error(
      `theme/components/${machineName}: story "${key}" names "${viewport}", not a viewport preset (${Object.keys(viewports).join(', ')}).`,
    );
  // A null prop is left out when it renders, as by a template that does not give it.
  return {
    args: { ...story.props, ...story.slots },
    parameters: { docs: { description: { story: story.description ?? '' } }, ...(settings && { kurzus: { settings } }) },
    ...(viewport && { globals: atViewport(viewport) }),
    ...((opens ?? leaves) && { play: ({ canvasElement }) => (leaves ? leaveThroughTheTop(canvasElement) : press(canvasElement, opens!)) }),
  };
}
