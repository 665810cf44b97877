/**
 * What the component schema test checks, as functions that return what is wrong (one line each, naming the
 * component, the prop and the file), so the test of the test can hand them broken input.
 */
import { classTypes, componentId, propErrors, propsValidator, type Component, type PropSchema } from '../../scripts/twig/sdc.ts';

/** What a component's definition must hold beyond core's own rules: every prop typed, described, with examples. */
export function definitionProblems(component: Component): string[] {
  const { definition, machineName } = component;
  const file = `theme/components/${machineName}/${machineName}.component.yml`;
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`${componentId(machineName)} (${file}): ${text}`);
  if (!definition.name) problem('has no name');
  if (!definition.description) problem('has no description');
  const { props } = definition;
  if (props?.type !== 'object' || !props.properties) {
    problem('props should be a schema of type object with properties');
    return problems;
  }
  try {
    propsValidator(definition);
  } catch (error) {
    problem(`the props schema is not valid JSON Schema: ${(error as Error).message}`);
    return problems;
  }
  for (const [name, schema] of Object.entries(props.properties)) {
    if (!schema.type) problem(`prop "${name}" has no type`);
    if (!schema.description) problem(`prop "${name}" has no description`);
    if (Object.keys(definition.slots ?? {}).includes(name)) problem(`"${name}" is both a prop and a slot`);
    // A class-typed prop (an Attribute) cannot be written as an example: its template makes one.
    if (classTypes(schema).length === 0 && !schema.examples?.length) problem(`prop "${name}" has no examples`);
    // Each example as the only value of its prop, over the other props' first examples.
    for (const example of schema.examples ?? []) {
      for (const error of propErrors(component, { ...defaultProps(component), [name]: example }, () => true))
        problem(`example ${JSON.stringify(example)}: ${error}`);
    }
  }
  for (const [name, slot] of Object.entries(definition.slots ?? {})) {
    if (!slot.description) problem(`slot "${name}" has no description`);
  }
  for (const [key, story] of Object.entries(definition.thirdPartySettings?.kurzus?.stories ?? {})) {
    for (const error of propErrors(component, storyProps(component, key), () => true)) problem(`story "${key}": ${error}`);
    for (const slot of Object.keys(story.slots ?? {})) {
      if (!definition.slots?.[slot]) problem(`story "${key}" fills "${slot}", which is not a slot`);
    }
  }
  return problems;
}

/**
 * What keeps a component off Drupal Canvas's list (what Canvas requires of a component it lets a site
 * builder place): a prop or slot without a title, a required prop without an example, a string `pattern`,
 * an empty enum value, an object that is not a `$ref` to a shape Canvas knows (inline objects, arrays of
 * them), an array that may hold fewer than two items, a required array that may be empty. A component that
 * means nothing alone says `noUi: true` and is not checked.
 */
export function canvasProblems(component: Component): string[] {
  const { definition, machineName } = component;
  if (definition.noUi) return [];
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`${componentId(machineName)}: ${text}`);
  const properties = definition.props?.properties ?? {};
  const required = definition.props?.required ?? [];
  const check = (path: string, schema: PropSchema, isRequired: boolean) => {
    if (!schema.title) problem(`${path} has no title`);
    if ('pattern' in schema) problem(`${path} has a pattern`);
    if (schema.enum?.some((value) => value === '')) problem(`${path} has an empty enum value`);
    const types = [schema.type].flat();
    if (types.includes('object') && !('$ref' in schema)) problem(`${path} is an object of its own, not a $ref`);
    if (types.includes('array')) {
      const { maxItems, minItems } = schema as { maxItems?: number; minItems?: number };
      if (maxItems !== undefined && maxItems < 2) problem(`${path} may hold fewer than two items`);
      if (isRequired && !minItems) problem(`${path} is required and may be empty`);
      if (schema.items) check(`${path}[]`, schema.items, false);
    }
  };
  for (const [name, schema] of Object.entries(properties)) {
    if (classTypes(schema).length) continue;
    check(`prop "${name}"`, schema, required.includes(name));
    if (required.includes(name) && !schema.examples?.length) problem(`prop "${name}" is required and has no example`);
  }
  for (const [name, slot] of Object.entries(definition.slots ?? {})) {
    if (!slot.title) problem(`slot "${name}" has no title`);
  }
  return problems;
}

/** Each prop's first example: the props of a component's first story, and of every Control's start. */
export function defaultProps(component: Component): Record<string, unknown> {
  const properties = component.definition.props?.properties ?? {};
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, schema]) => schema.examples?.length)
      .map(([name, schema]) => [name, schema.examples![0]]),
  );
}

/** A named story's props: the first examples, with the story's own over them; `null` leaves a prop out. */
function storyProps(component: Component, key: string): Record<string, unknown> {
  const story = component.definition.thirdPartySettings?.kurzus?.stories?.[key];
  const merged: Record<string, unknown> = { ...defaultProps(component), ...story?.props };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null));
}

/** A use of a component in a template: its id, the keys of the literal hash it was given, the blocks of an embed. */
export interface Use {
  file: string;
  id: string;
  keys: string[];
  blocks: string[];
}

/** The top-level keys of the hash literal that starts at `start` (`{`), and where it ends. */
function hashKeys(source: string, start: number): { keys: string[]; end: number } {
  const keys: string[] = [];
  let depth = 0;
  let quote = '';
  for (let index = start; index < source.length; index++) {
    const char = source[index]!;
    if (quote) {
      if (char === quote && source[index - 1] !== '\\') quote = '';
      continue;
    }
    if (char === "'" || char === '"') {
      if (depth === 1) {
        const key = /^(['"])([\w-]+)\1\s*:/.exec(source.slice(index));
        if (key && /[{,]\s*$/.test(source.slice(start, index))) keys.push(key[2]!);
      }
      quote = char;
    } else if (char === '{' || char === '[' || char === '(') depth++;
    else if (char === '}' || char === ']' || char === ')') {
      depth--;
      if (depth === 0) return { keys, end: index };
    } else if (depth === 1 && /[\w]/.test(char) && /[{,]\s*$/.test(source.slice(start, index))) {
      const key = /^(\w+)\s*:/.exec(source.slice(index));
      if (key) keys.push(key[1]!);
    }
  }
  return { keys, end: source.length };
}

/** Every `include('kurzus:…')`, `{% include 'kurzus:…' %}` and `{% embed 'kurzus:…' %}` of a template. */
export function componentUses(file: string, source: string): Use[] {
  const uses: Use[] = [];
  const pattern = /(?:\binclude\(\s*|\{%-?\s*(include|embed)\s+)(['"])(kurzus:[\w-]+)\2(\s*,\s*|\s+with\s+)?/g;
  for (const match of source.matchAll(pattern)) {
    const after = match.index + match[0].length;
    const { keys, end } = match[4] && source[after] === '{' ? hashKeys(source, after) : { keys: [], end: after };
    let blocks: string[] = [];
    if (match[1] === 'embed') {
      const close = source.indexOf('endembed', end);
      blocks = [...source.slice(end, close).matchAll(/\{%-?\s*block\s+(\w+)/g)].map((block) => block[1]!);
    }
    uses.push({ file, id: match[3]!, keys, blocks });
  }
  return uses;
}

/**
 * What is wrong with a use, as the schema sees it: an unknown component, a key that is neither a prop nor a
 * slot (Drupal ignores it without a word: the typo prints nothing), a block that is no slot.
 */
export function useProblems(use: Use, components: Component[]): string[] {
  const component = components.find((candidate) => componentId(candidate.machineName) === use.id);
  if (!component) return [`${use.file}: ${use.id} is not a component of the theme`];
  const props = Object.keys(component.definition.props?.properties ?? {});
  const slots = Object.keys(component.definition.slots ?? {});
  return [
    ...use.keys
      .filter((key) => !props.includes(key) && !slots.includes(key))
      .map((key) => `${use.file}: ${use.id} has no prop or slot "${key}"`),
    ...use.blocks.filter((block) => !slots.includes(block)).map((block) => `${use.file}: ${use.id} has no slot "${block}"`),
  ];
}
