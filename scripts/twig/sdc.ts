/**
 * The theme's Single Directory Components as Drupal's SDC system treats them (core's ComponentPluginManager,
 * ComponentValidator and ComponentsTwigExtension): a component `kurzus:<name>` is the folder
 * `theme/components/<name>/` with `<name>.component.yml` and `<name>.twig`. When its template renders,
 * Drupal attaches its library (`core/components.kurzus--<name>`), adds `data-component-id` to its
 * `attributes` and, with assertions on, validates the props it was given against the props schema. The
 * renderer (render.ts) does the same, so a wrong prop fails wherever a fixture, story or test renders it.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';

/** The provider part of every component id: the theme's machine name. */
const PROVIDER = 'kurzus';

/** A JSON Schema, as a component's props schema holds them (only what the project reads is typed). */
export interface PropSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  'meta:enum'?: Record<string, string>;
  examples?: unknown[];
  default?: unknown;
  items?: PropSchema;
  properties?: Record<string, PropSchema>;
  required?: string[];
  [keyword: string]: unknown;
}

interface SlotDefinition {
  title?: string;
  description?: string;
  required?: boolean;
  examples?: string[];
}

/** A named story of the component: props and slots over the first example of each. */
interface StoryDefinition {
  name: string;
  description?: string;
  props?: Record<string, unknown>;
  slots?: Record<string, string>;
  /** The Storybook viewport preset it opens at (`phone`, `narrow`, `wide`, `desktop`). */
  viewport?: string;
  /** A control it presses once the page is attached, where the control shows: the component as it is in use. */
  opens?: string;
  /** The pointer leaves the window through the top once the component's dialog is enhanced (the exit-intent cue). */
  leaves?: boolean;
  /** drupalSettings of the story's page. */
  settings?: Record<string, unknown>;
}

/** `<name>.component.yml`. */
export interface ComponentDefinition {
  name: string;
  description: string;
  status?: string;
  group?: string;
  /** Kept off the lists of page builders (Drupal Canvas): a part that means nothing alone. */
  noUi?: boolean;
  props?: PropSchema & { type: 'object'; properties: Record<string, PropSchema> };
  slots?: Record<string, SlotDefinition>;
  libraryOverrides?: { dependencies?: string[]; [key: string]: unknown };
  thirdPartySettings?: {
    kurzus?: {
      stories?: Record<string, StoryDefinition>;
      /** Markup its stories show around it (`@component` where it goes): the page around it that its behaviour reads. */
      context?: string;
    };
  };
}

/** A component as the renderer registers it. */
export interface Component {
  /** `<name>`, the folder's name. */
  machineName: string;
  definition: ComponentDefinition;
  /** The text of `<name>.twig`. */
  template: string;
}

export const componentId = (machineName: string) => `${PROVIDER}:${machineName}`;

/** The library core generates for a component (core's Component::getLibraryName()). */
export const libraryName = (machineName: string) => `core/components.${PROVIDER}--${machineName}`;

/** Reads the components from their files' text, keyed by path (`<name>/<name>.component.yml`, `<name>/<name>.twig`). */
export function componentsFromFiles(files: Record<string, string>): Component[] {
  const components: Component[] = [];
  for (const [file, text] of Object.entries(files)) {
    const match = /(?:^|\/)([a-z][a-z0-9-]*)\/\1\.component\.yml$/.exec(file);
    if (!match) continue;
    const machineName = match[1]!;
    const template = files[file.replace(/\.component\.yml$/, '.twig')];
    if (template === undefined) throw new Error(`Unable to find the Twig template for the component "${componentId(machineName)}".`);
    components.push({ machineName, definition: load(text) as ComponentDefinition, template });
  }
  return components.sort((a, b) => a.machineName.localeCompare(b.machineName));
}

/** The JSON types; any other `type` names a PHP class or interface (Drupal checks it with instanceof). */
const JSON_TYPES = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

const typesOf = (schema: PropSchema) => (Array.isArray(schema.type) ? schema.type : [schema.type ?? 'null']);
export const classTypes = (schema: PropSchema) => typesOf(schema).filter((type) => !JSON_TYPES.includes(type));

/** Drupal's Attribute class: the one class type the theme's props use. */
export const ATTRIBUTE_CLASS = 'Drupal\\Core\\Template\\Attribute';

function createAjv(): Ajv {
  // Drupal's own keywords in a props schema: labels of enum values, and their translation context.
  const ajv = new Ajv({ allErrors: true, strict: true, keywords: ['meta:enum', 'x-translation-context'] });
  addFormats(ajv);
  return ajv;
}

let ajv: Ajv | undefined;
const validators = new WeakMap<ComponentDefinition, ValidateFunction>();

/**
 * The props schema as Drupal validates it: additional properties off, and class-typed props reduced to
 * `null` (their instance is checked apart, as ComponentValidator does).
 */
function jsonPropsSchema(definition: ComponentDefinition): object | undefined {
  const { props } = definition;
  if (!props) return undefined;
  const properties = Object.fromEntries(
    Object.entries(props.properties).map(([name, schema]) => {
      const classes = classTypes(schema);
      if (classes.length === 0) return [name, schema];
      const rest = typesOf(schema).filter((type) => !classes.includes(type));
      return [name, { ...schema, type: rest.length ? rest : ['null'] }];
    }),
  );
  return { ...props, properties, additionalProperties: false };
}

/** The compiled validator of a component's props (throws when the schema itself is not valid JSON Schema). */
export function propsValidator(definition: ComponentDefinition): ValidateFunction | undefined {
  const schema = jsonPropsSchema(definition);
  if (!schema) return undefined;
  let validate = validators.get(definition);
  if (!validate) {
    validate = (ajv ??= createAjv()).compile(schema);
    validators.set(definition, validate);
  }
  return validate;
}

/**
 * One value of an Attribute read on its own (`attributes.id`): Drupal's AttributeString. It prints as its
 * text, but it is an object that PHP encodes as `{}`, so a `string` prop refuses it (Drupal 12 validates
 * props as JSON Schema says; 11.x let any object through). `|render` or `~` turns it into a string.
 */
export class AttributeString extends String {}

/**
 * A prop's value as JSON: what Drupal's validator sees once PHP has encoded it (twig.js key order dropped).
 * Markup (a translated string, rendered HTML) encodes as its text; an AttributeString as an empty object.
 */
function asJson(value: unknown): unknown {
  if (value instanceof AttributeString) return {};
  if (value instanceof String) return String(value);
  if (Array.isArray(value)) return value.map(asJson);
  if (value !== null && typeof value === 'object' && !(value instanceof Map)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '_keys')
        .map(([key, item]) => [key, asJson(item)]),
    );
  }
  return value;
}

/** The prop an error is about, and the message (with the path inside the prop, for a nested value). */
const describe = (error: ErrorObject) => {
  const [prop = '', ...inside] = error.instancePath.replace(/^\//, '').split('/');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const where = inside.length ? `${inside.join('.')} ` : '';
  return { prop: prop || missing || '', message: `${where}${error.message ?? 'is not valid'}` };
};

/**
 * Validates the props a component was given (the declared ones among the template's variables, as Drupal
 * picks them), and returns what is wrong: one line per error, naming the component and the prop. Class
 * props are checked with `isInstance(value, className)`.
 */
export function propErrors(
  component: Component,
  variables: Record<string, unknown>,
  isInstance: (value: unknown, className: string) => boolean,
): string[] {
  const validate = propsValidator(component.definition);
  if (!validate) return [];
  const id = componentId(component.machineName);
  const declared = component.definition.props!.properties;
  const errors: string[] = [];
  const props: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(declared)) {
    if (!(name in variables) || variables[name] === undefined) continue;
    const value = variables[name];
    const classes = classTypes(schema);
    if (classes.length && value !== null) {
      if (!classes.some((className) => isInstance(value, className)))
        errors.push(`[${id}/${name}] Data provided to prop "${name}" is not a valid instance of "${classes.join(', ')}".`);
      props[name] = null;
      continue;
    }
    props[name] = asJson(value);
  }
  if (!validate(props)) {
    for (const error of validate.errors ?? []) {
      const { prop, message } = describe(error);
      const given = props[prop];
      const shown = given === undefined || typeof given === 'object' ? '' : `. The provided value is: ${JSON.stringify(given)}`;
      errors.push(`[${id}/${prop}] ${message}${shown}.`);
    }
  }
  return errors;
}

/** The `{% block %}` names of a template: a component's must all be declared slots (core's ComponentNodeVisitor). */
const blockNames = (template: string) => [...template.matchAll(/\{%-?\s*block\s+(\w+)/g)].map((match) => match[1]!);

/** What core's ComponentNodeVisitor refuses at compile time: a block that is not a declared slot. */
export function undeclaredSlots(component: Component): string[] {
  const slots = Object.keys(component.definition.slots ?? {});
  return blockNames(component.template).filter((name) => !slots.includes(name));
}

/** `componentMetadata`, the variable Drupal adds to a component's template (ComponentMetadata::normalize()). */
export const componentMetadata = ({ machineName, definition }: Component) => ({
  path: `themes/custom/${PROVIDER}/components/${machineName}`,
  machineName,
  status: definition.status ?? 'stable',
  name: definition.name,
  group: definition.group ?? 'All Components',
  variants: {},
});
