/**
 * Renders the theme's Twig templates outside Drupal, with twig.js and Drupal's Twig extensions
 * (`attributes` objects, `|t`, `|clean_class`, `|clean_id`, `|without`, `create_attribute()`), so the
 * fixtures' tests and the stories print the markup the live site prints. The theme's components
 * (`kurzus:<name>`) render as Drupal's SDC system renders them (sdc.ts): through `include()`,
 * `{% include %}` or `{% embed %}` with slots as blocks, their props validated against their schema.
 *
 * Not tied to a file system: `createRenderer` takes the templates' sources by name (`@kurzus/<path under
 * theme/templates>`), the components, and the theme's Hungarian translations (a .po file's text). `node.ts`
 * reads them from disk; stories and Vitest take them through Vite (`templates.ts`).
 */
import Twig from 'twig';
import { addDrupalExtensions, Attribute } from 'drupal-twig-extensions/twig';
import { ATTRIBUTE_CLASS, AttributeString, componentId, componentMetadata, propErrors, undeclaredSlots, type Component } from './sdc.ts';

/** Template variables, as Drupal hands them to a template. */
export type Variables = Record<string, unknown>;

/** What Drupal renders before the template prints it: another template with its variables (a render array). */
export interface Renderable {
  template: string;
  variables?: Variables;
}

/** Markup printed as it is: what core or a module has already rendered, or an editor's filtered text. */
export interface Markup {
  markup: string;
}

/** Pieces rendered one after another, like the children of a render array. */
export interface Fragments {
  fragments: Array<string | Markup | Renderable | Fragments>;
}

export interface Renderer {
  /** The HTML that `template` (`@kurzus/…`, or a component `kurzus:<name>`) prints with `variables`. */
  render(template: string, variables?: Variables): string;
  /** `render` for a renderable. */
  renderable(renderable: Renderable): string;
  /** What a renderable, fragments or markup print. */
  print(value: Printable): string;
}

export type Printable = Renderable | Fragments | Markup;

/** The namespace Drupal gives a theme's templates folder. */
export const NAMESPACE = '@kurzus';

export const markup = (html: string): Markup => ({ markup: html });

/** A link's target as Drupal hands it to `link()`: the address, and the attributes its link carries. */
export interface Url {
  href: string;
  attributes: Record<string, string>;
}
export const url = (href: string, attributes: Record<string, string> = {}): Url => ({ href, attributes });
export const fragments = (...parts: Fragments['fragments']): Fragments => ({ fragments: parts });

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');

/** A string twig.js prints without escaping it (its own `Twig.Markup`, which the package does not export). */
function safe(text: string): string {
  // eslint-disable-next-line @typescript-eslint/no-wrapper-object-types -- twig.js flags a String object, not a primitive
  const output = new String(text) as String & { twigMarkup: boolean };
  output.twigMarkup = true;
  // twig.js tells safe strings by their `twigMarkup` flag, so the String object itself is returned.
  return output as unknown as string;
}

/**
 * Drupal's Attribute object. It prints itself as markup (twig.js would escape a plain one), and prints as
 * Drupal does, which the package's emulation does not: values escaped, an empty string kept (`data-extra=""`),
 * null and false left out, true as the bare name, an empty class list left out.
 */
class SafeAttribute extends Attribute {
  get twigMarkup(): boolean {
    return true;
  }

  override toString(): string {
    let output = '';
    for (const [name, value] of this) {
      if (value === null || value === undefined || value === false || name === '_keys') continue;
      if (value === true) {
        output += ` ${escapeHtml(name)}`;
        continue;
      }
      const text = Array.isArray(value)
        ? value.filter((item) => item !== null && item !== undefined && item !== '').join(' ')
        : String(value);
      if (Array.isArray(value) && text === '') continue;
      output += ` ${escapeHtml(name)}="${escapeHtml(text)}"`;
    }
    return output;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Map) && !(value instanceof String);

/**
 * An Attribute whose values also read as properties (`attributes.id`), as Drupal's ArrayAccess gives
 * them to Twig. Methods run on the Map itself: a Proxy cannot stand in for a Map's internal slots.
 */
function attribute(entries: Iterable<readonly [string, unknown]>): SafeAttribute {
  const target = new SafeAttribute(entries);
  return new Proxy(target, {
    has: (object, property) => (typeof property === 'string' && object.has(property)) || property in object,
    get(object, property) {
      if (typeof property === 'string' && !(property in object)) {
        const value: unknown = object.get(property);
        return typeof value === 'string' ? new AttributeString(value) : value;
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** An object's entries, less the key order twig.js keeps on its hash literals (`_keys`). */
const entriesOf = (value: Record<string, unknown>) => Object.entries(value).filter(([key]) => key !== '_keys');

const toAttribute = (value: unknown): SafeAttribute =>
  value instanceof SafeAttribute ? value : attribute(value instanceof Map ? value.entries() : isObject(value) ? entriesOf(value) : []);

/** Variables named like Drupal's attribute objects become Attribute objects. */
const isAttributesKey = (key: string) => key === 'attributes' || key.endsWith('_attributes');

/**
 * A render array's children (`content` of a node or block): printed whole, they print each child in
 * order; `content.field_x` prints one, `content|without('field_x')` the rest.
 */
function renderArray(children: Record<string, unknown>): Record<string, unknown> {
  const array = { ...children };
  Object.defineProperties(array, {
    twigMarkup: { value: true },
    toString: {
      value: () =>
        Object.values(children)
          .map((child) => (child == null ? '' : String(child)))
          .join(''),
    },
  });
  return array;
}

const isRenderArray = (value: unknown): value is Record<string, unknown> => isObject(value) && 'twigMarkup' in value;

/** A value that is markup, fragments or a renderable rather than data. */
const isRenderValue = (value: Record<string, unknown>) => 'markup' in value || 'fragments' in value || 'template' in value;

/** The paths of the routes the templates name in path(). */
const ROUTES: Record<string, string> = { '<front>': '/', 'user.login': '/user/login' };

/** A translation's key: its context and its source, joined as gettext joins them (EOT). */
const translationKey = (context: string, source: string) => (context ? `${context}\u0004${source}` : source);

/**
 * Parses the msgctxt/msgid/msgstr entries of a .po file (single-line strings, as the theme writes them),
 * keyed by translationKey: a string with a context is another string than the same words without one.
 */
function parsePo(po: string): Map<string, string> {
  const translations = new Map<string, string>();
  const unquote = (text: string) => JSON.parse(text) as string;
  const entries = po.matchAll(/^(?:msgctxt ("(?:[^"\\]|\\.)*")\s*\n)?msgid ("(?:[^"\\]|\\.)*")\s*\nmsgstr ("(?:[^"\\]|\\.)*")/gm);
  for (const [, context, id, text] of entries) {
    if (id && text && unquote(id) !== '' && unquote(text) !== '')
      translations.set(translationKey(context ? unquote(context) : '', unquote(id)), unquote(text));
  }
  return translations;
}

/** A value twig.js already holds as markup (rendered HTML, as Drupal's MarkupInterface): printed as it is. */
const isMarkup = (value: unknown) => value instanceof String && 'twigMarkup' in value;

/**
 * Drupal's placeholders: `@name` escaped, `%name` escaped and emphasised, `:name` an escaped URL; a value
 * that is already markup (a rendered username, a formatted date) is inserted as it is, as Drupal does.
 */
function formatString(text: string, args: Record<string, unknown>): string {
  return entriesOf(args).reduce((result, [key, value]) => {
    const inserted = isMarkup(value) ? String(value) : escapeHtml(String(value));
    const replacement = key.startsWith('%') ? `<em class="placeholder">${inserted}</em>` : inserted;
    return result.split(key).join(replacement);
  }, text);
}

/**
 * twig.js keeps templates, filters and functions in one global registry: templates are registered once
 * per id, the extensions once, and the translations of every renderer made are merged.
 */
const registered = new Map<string, string>();
const translations = new Map<string, string>();
let extended = false;

function extendTwig(): void {
  if (extended) return;
  extended = true;
  addDrupalExtensions(Twig);
  // The package's |t passes the English source through; the site shows the theme's translation.
  Twig.extendFilter('t', (text: unknown, params?: unknown[]) => {
    const source = String(text);
    const args = isObject(params?.[0]) ? params[0] : {};
    const options = isObject(params?.[1]) ? params[1] : {};
    const context = typeof options['context'] === 'string' ? options['context'] : '';
    return safe(formatString(translations.get(translationKey(context, source)) ?? source, args));
  });
  // The package's |without deletes object keys, which leaves an Attribute's entries in place. Drupal's
  // prints a clone: classes added to it later are not added to the original.
  Twig.extendFilter('without', (value: unknown, names?: unknown[]) => {
    const excluded = (names ?? []).flat().map(String);
    if (value instanceof Map) {
      const copy = attribute([...value.entries()].map(([name, item]) => [name, Array.isArray(item) ? [...item] : item] as const));
      excluded.forEach((name) => copy.removeAttribute(name));
      return copy;
    }
    if (!isObject(value)) return value;
    const rest = Object.fromEntries(entriesOf(value).filter(([key]) => !excluded.includes(key)));
    return isRenderArray(value) ? renderArray(rest) : rest;
  });
  Twig.extendFunction('create_attribute', (value?: unknown) => toAttribute(value));
  // Drupal's |render gives markup: what it rendered prints as it is.
  Twig.extendFilter('render', (value: unknown) => safe(value == null ? '' : String(value)));
  extendComponents();
  // Route names the templates link to (ROUTES; an unknown one is an error, not a guess).
  Twig.extendFunction('path', (route: unknown) => {
    const found = ROUTES[String(route)];
    if (found === undefined) throw new Error(`No path for the route ${String(route)}.`);
    return found;
  });
  // A Url (a string, or `url()`'s object with the attributes the link carries) as Drupal's link() prints it.
  Twig.extendFunction('link', (text: unknown, target: unknown) => {
    const { href, attributes } = isObject(target) ? (target as { href: unknown; attributes?: unknown }) : { href: target };
    const label = text instanceof String ? String(text) : escapeHtml(String(text ?? ''));
    return safe(`<a href="${escapeHtml(String(href))}"${attributes === undefined ? '' : String(toAttribute(attributes))}>${label}</a>`);
  });
}

/** The templates being rendered, innermost last: a component's caller is the nearest one below it with an id. */
const rendering: Array<string | undefined> = [];
const components = new Map<string, Component>();

/** Each component rendered so far, with every template it rendered inside: `<template> <component id>`. */
const componentRenders = new Set<string>();

/** Whether `template` has rendered the component `id` (itself, or through a template it includes or extends). */
export const hasRendered = (template: string, id: string) => componentRenders.has(`${template} ${id}`);

/** Where a component is used: the nearest template below it on the stack (an embed's own body has no id). */
function caller(component: string): string {
  const below = rendering.slice(0, rendering.lastIndexOf(component));
  return below.reverse().find((id) => id !== undefined && id !== component) ?? 'a direct render';
}

/**
 * What Drupal does as a component's template starts (core's ComponentNodeVisitor puts it in front of the
 * template): `attributes` gets `data-component-id` (an Attribute is created when none was given),
 * `componentMetadata` is added, and the props are validated. The tag is put in front of every component
 * template when it is registered.
 */
function enterComponent(id: string, context: Variables): void {
  const component = components.get(id)!;
  context['componentMetadata'] = componentMetadata(component);
  const attributes = context['attributes'];
  if (attributes === undefined || attributes === null) context['attributes'] = attribute([['data-component-id', id]]);
  else if (attributes instanceof SafeAttribute) attributes.setAttribute('data-component-id', id);
  for (const template of rendering) if (template !== undefined) componentRenders.add(`${template} ${id}`);
  const errors = propErrors(component, context, (value, className) => className === ATTRIBUTE_CLASS && value instanceof SafeAttribute);
  if (errors.length) throw new Error(`Invalid props of ${id} in ${caller(id)}:\n${errors.join('\n')}`);
}

const COMPONENT_TAG = 'kurzus_component';

function extendComponents(): void {
  Twig.extendTag({
    type: COMPONENT_TAG,
    regex: new RegExp(`^${COMPONENT_TAG}\\s+'([\\w:-]+)'$`),
    next: [],
    open: true,
    compile(token) {
      token.component = token.match[1];
      return token;
    },
    parse(token, context, chain) {
      enterComponent(String(token.component), context);
      return { chain, output: '' };
    },
  });
  // Keeps the stack of templates being rendered, so a wrong prop names the template that passed it.
  Twig.extend((internals) => {
    const render = internals.Template.prototype.render;
    internals.Template.prototype.render = function (this: { id?: string }, ...args: unknown[]) {
      rendering.push(this.id);
      try {
        return render.apply(this, args);
      } finally {
        rendering.pop();
      }
    };
  });
  // Twig's include() function (twig.js has only the tag): the template with the variables, and the
  // caller's context unless with_context is false.
  Twig.extendFunction(
    'include',
    function (this: { template: TwigTemplate; context: Variables }, name: unknown, variables?: unknown, withContext = true) {
      const context = { ...(withContext ? this.context : {}), ...(isObject(variables) ? variables : {}) };
      return safe(String(this.template.importFile(String(name)).render(context, { isInclude: true })));
    },
  );
}

/** What twig.js gives a function as `this.template`. */
interface TwigTemplate {
  importFile(name: string): { render(context: Variables, params: { isInclude: boolean }): unknown };
}

/**
 * twig.js reads no named arguments: `include(name, variables, with_context = false)`, the form Drupal's
 * documentation gives, is rewritten to its positional form.
 */
function positionalIncludes(source: string): string {
  const rewritten = source.replace(/,\s*with_context\s*=\s*/g, ', ');
  if (/\b(with_context|ignore_missing|sandboxed)\s*=(?!=)/.test(rewritten))
    throw new Error('Only include(name, variables, with_context = …) is supported among named arguments.');
  return rewritten;
}

function register(id: string, data: string): void {
  const known = registered.get(id);
  if (known === data) return;
  if (known !== undefined) throw new Error(`The template ${id} is already registered with other source text.`);
  Twig.twig({ id, data: positionalIncludes(data), allowInlineIncludes: true, autoescape: true, rethrow: true });
  registered.set(id, data);
}

export function createRenderer(sources: Record<string, string>, po = '', themeComponents: Component[] = []): Renderer {
  extendTwig();
  for (const [source, text] of parsePo(po)) translations.set(source, text);

  // Components first: templates that include them are checked against them.
  for (const component of themeComponents) {
    const id = componentId(component.machineName);
    const undeclared = undeclaredSlots(component);
    if (undeclared.length)
      throw new Error(
        `We found an unexpected slot that is not declared: [${undeclared.join(', ')}]. Declare them in "${component.machineName}.component.yml".`,
      );
    // On the template's first line, so its line numbers stay as they are.
    register(id, `{% ${COMPONENT_TAG} '${id}' %}${component.template}`);
    components.set(id, component);
  }
  for (const [id, data] of Object.entries(sources)) register(id, data);

  /** Drupal's variables: attribute objects, and render arrays already rendered into safe markup. */
  function prepare(value: unknown, key = ''): unknown {
    // Layout Builder's regions each have their own attributes.
    if (key === 'region_attributes' && isObject(value))
      return Object.fromEntries(entriesOf(value).map(([region, item]) => [region, toAttribute(item)]));
    if (isAttributesKey(key)) return toAttribute(value);
    // A view's rows, a field's and a menu's items each carry attributes in Drupal, empty unless something set them.
    if ((key === 'rows' || key === 'items' || key === 'below') && Array.isArray(value)) {
      return value.map((item) => prepare(isObject(item) && !isRenderValue(item) ? { attributes: {}, ...item } : item));
    }
    if (Array.isArray(value)) return value.map((item) => prepare(item));
    if (!isObject(value)) return value;
    if ('markup' in value && typeof value['markup'] === 'string') return safe(value['markup']);
    if ('fragments' in value && Array.isArray(value['fragments'])) {
      // A plain string among the pieces is text, escaped as Twig would print it.
      const parts = value['fragments'] as unknown[];
      return safe(parts.map((part) => (typeof part === 'string' ? escapeHtml(part) : String(prepare(part)))).join(''));
    }
    if ('template' in value && typeof value['template'] === 'string') return safe(renderable(value as unknown as Renderable));
    const prepared = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, prepare(item, name)]));
    return key === 'content' ? renderArray(prepared) : prepared;
  }

  function render(template: string, variables: Variables = {}): string {
    const compiled = Twig.twig({ ref: template });
    if (!compiled) throw new Error(`No template ${template}.`);
    // Every template of a theme hook gets these, empty when nothing sets them; a component gets what it is given.
    const defaults = template.startsWith('@') ? { attributes: {}, title_attributes: {}, content_attributes: {} } : {};
    return String(compiled.render(prepare({ ...defaults, ...variables }) as Variables));
  }

  function renderable({ template, variables }: Renderable): string {
    return render(template, variables);
  }

  const print = (value: Printable) => String(prepare(value));

  return { render, renderable, print };
}
