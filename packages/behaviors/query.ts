import { selectorOf } from './define.ts';
import { WIDGET_ATTRIBUTE } from './fallback.ts';
import { ONCE_ATTRIBUTE, onceIds } from './once.ts';
import type { BehaviorDefinition } from './types.ts';

type Context = Document | Element;
export type Found = Map<BehaviorDefinition, HTMLElement[]>;

/** Elements in the context that match, the context itself first (as Drupal behaviours expect). */
function within(context: Context, selector: string): Element[] {
  const found = Array.from(context.querySelectorAll(selector));
  if (context instanceof Element && context.matches(selector)) found.unshift(context);
  return found;
}

/** What the bundle rendered itself is never attached to: editor markup in a caption stays inert. */
function outsideWidgets(context: Context): (element: Element) => boolean {
  if (context instanceof Element && context.closest(`[${WIDGET_ATTRIBUTE}]`)) return () => false;
  const roots = Array.from(context.querySelectorAll(`[${WIDGET_ATTRIBUTE}]`));
  if (roots.length === 0) return () => true;
  return (element) => !roots.some((root) => root.contains(element));
}

function push(found: Found, definition: BehaviorDefinition, element: Element) {
  const list = found.get(definition);
  if (list) list.push(element as HTMLElement);
  else found.set(definition, [element as HTMLElement]);
}

/**
 * Groups a context's elements by definition with two document queries, whatever the number of
 * behaviours: one for `[data-kurzus]` (split by word), one for the selectors of markup other modules
 * print (Colorbox's `.colorbox`, Commerce's cart block…).
 */
export function findElements(context: Context, definitions: readonly BehaviorDefinition[]): Found {
  const found: Found = new Map();
  const byWord = new Map<string, BehaviorDefinition>();
  const bySelector: [BehaviorDefinition, string][] = [];
  for (const definition of definitions) {
    if (definition.selector) bySelector.push([definition, definition.selector]);
    else byWord.set(definition.name, definition);
  }
  const keep = outsideWidgets(context);
  for (const element of within(context, '[data-kurzus]')) {
    const words = element.getAttribute('data-kurzus')!;
    const single = byWord.get(words);
    if (single) push(found, single, element);
    else for (const word of words.split(/\s+/)) if (byWord.has(word)) push(found, byWord.get(word)!, element);
  }
  if (bySelector.length > 0) {
    for (const element of within(context, bySelector.map(([, selector]) => selector).join(', '))) {
      for (const [definition, selector] of bySelector) if (element.matches(selector)) push(found, definition, element);
    }
  }
  for (const [definition, elements] of found) {
    const kept = elements.filter(keep);
    if (kept.length === elements.length) continue;
    if (kept.length === 0) found.delete(definition);
    else found.set(definition, kept);
  }
  return found;
}

/** The context's elements marked by any of the definitions, grouped by definition: one query. */
export function findMarked(context: Context, definitions: readonly BehaviorDefinition[]): Found {
  const byId = new Map(definitions.map((definition) => [`kurzus-${definition.name}`, definition]));
  const found: Found = new Map();
  for (const element of within(context, `[${ONCE_ATTRIBUTE}]`)) {
    for (const id of onceIds(element)) {
      const definition = byId.get(id);
      if (definition) push(found, definition, element);
    }
  }
  return found;
}

/** The union of every definition's selector: what a node added later must match to be worth an attach. */
export const unionSelector = (definitions: readonly BehaviorDefinition[]) =>
  ['[data-kurzus]', ...definitions.filter((definition) => definition.selector).map(selectorOf)].join(', ');
