import { selectorOf } from './define.ts';
import { WIDGET_ATTRIBUTE } from './load.ts';
import type { BehaviorDefinition } from './types.ts';

/**
 * The once marker, written the way Drupal core's `once` writes it: ids separated by spaces in `data-once`.
 * Core's `once()` and `once.remove()` see what this writes and the other way round, so a site's own code
 * may filter or reset our ids. It reads the attribute directly instead of a `matches()` per element.
 */
const ONCE_ATTRIBUTE = 'data-once';

// An unmarked element's ids: one list for all of them.
const none: readonly string[] = [];

/** The ids in an element's marker. */
const onceIds = (element: Element): readonly string[] => element.getAttribute(ONCE_ATTRIBUTE)?.split(/\s+/).filter(Boolean) ?? none;

/**
 * Marks each element with the id; returns those that did not have it yet. This loop and the registry's
 * mount loop are indexed: until the engine optimises them, a for-of makes an object for every step.
 */
export function markOnce<E extends Element>(id: string, elements: readonly E[]): E[] {
  const fresh: E[] = [];
  for (let index = 0; index < elements.length; index++) {
    const element = elements[index]!;
    const ids = onceIds(element);
    if (ids.includes(id)) continue;
    element.setAttribute(ONCE_ATTRIBUTE, ids.length > 0 ? `${ids.join(' ')} ${id}` : id);
    fresh.push(element);
  }
  return fresh;
}

/** Whether the element carries the id. */
export const isMarked = (id: string, element: Element): boolean => onceIds(element).includes(id);

/** Takes the id off one element (the attribute goes with its last id, as core's `once.remove` does). */
export function unmarkOnce(id: string, element: Element): boolean {
  const ids = onceIds(element);
  if (!ids.includes(id)) return false;
  const rest = ids.filter((other) => other !== id);
  if (rest.length === 0) element.removeAttribute(ONCE_ATTRIBUTE);
  else element.setAttribute(ONCE_ATTRIBUTE, rest.join(' '));
  return true;
}

type Context = Document | Element;
export type Found = Map<BehaviorDefinition, HTMLElement[]>;

/**
 * Visits the context's elements that match, the context itself first (as Drupal behaviours expect). An
 * indexed loop over the NodeList: copying a thousand elements into an array costs more than the query.
 */
function within(context: Context, selector: string, visit: (element: Element) => void): void {
  if (context instanceof Element && context.matches(selector)) visit(context);
  const list = context.querySelectorAll(selector);
  // Within its length, every index holds an element.
  for (let index = 0; index < list.length; index++) visit(list[index] as Element);
}

/**
 * What the bundle rendered itself is never attached to: editor markup in a caption stays inert. Undefined
 * when the context holds no widget, so the usual attach filters nothing.
 */
function outsideWidgets(context: Context): ((element: Element) => boolean) | undefined {
  if (context instanceof Element && context.closest(`[${WIDGET_ATTRIBUTE}]`)) return () => false;
  const roots = Array.from(context.querySelectorAll(`[${WIDGET_ATTRIBUTE}]`));
  if (roots.length === 0) return undefined;
  return (element) => !roots.some((root) => root.contains(element));
}

function push<K>(groups: Map<K, HTMLElement[]>, key: K, element: Element) {
  const list = groups.get(key);
  if (list) list.push(element as HTMLElement);
  else groups.set(key, [element as HTMLElement]);
}

/** A selector list's items: 'a, b' → ['a', 'b'] (a comma inside brackets or parentheses stays). */
const itemsOf = (selector: string) => selector.split(/,(?![^([]*[)\]])/).map((item) => item.trim());

const wordItem = /^\[data-kurzus~=["']?([a-z0-9-]+)["']?\]$/;

/** In document order, each element once (for a definition found by more than one selector). */
function ordered(elements: HTMLElement[]): HTMLElement[] {
  return [...new Set(elements)].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/**
 * What groups a context's elements by definition, the selectors sorted once per registry. `[data-kurzus]`
 * is one query, split by word; the selectors of markup other modules print (Colorbox's `.colorbox`,
 * Commerce's cart block…) are queried one item at a time, since a browser answers a single id, class or
 * tag from its indexes but walks the whole tree for a selector list.
 */
export function elementFinder(definitions: readonly BehaviorDefinition[]): (context: Context) => Found {
  const byWord = new Map<string, BehaviorDefinition[]>();
  const byItem = new Map<string, BehaviorDefinition[]>();
  const spread = new Set<BehaviorDefinition>();
  for (const definition of definitions) {
    const items = definition.selector ? itemsOf(definition.selector) : [`[data-kurzus~="${definition.name}"]`];
    if (items.length > 1) spread.add(definition);
    for (const item of items) {
      const word = wordItem.exec(item)?.[1];
      const index = word ? byWord : byItem;
      const key = word ?? item;
      index.set(key, [...(index.get(key) ?? []), definition]);
    }
  }
  return (context) => {
    const found: Found = new Map();
    const mixed = new Set(spread);
    // Grouped by the attribute's value first (a page's thousands of elements share a handful of values),
    // then each value's elements go to the definitions its words name. Matched by [data-kurzus]: it is there.
    const byValue = new Map<string, HTMLElement[]>();
    within(context, '[data-kurzus]', (element) => push(byValue, element.getAttribute('data-kurzus') as string, element));
    for (const [value, elements] of byValue) {
      for (const word of value.split(/\s+/)) {
        for (const user of byWord.get(word) ?? []) {
          // A second value's elements come after the first's: put back in document order below.
          if (found.has(user)) mixed.add(user);
          found.set(user, (found.get(user) ?? []).concat(elements));
        }
      }
    }
    for (const [item, users] of byItem) within(context, item, (element) => users.forEach((user) => push(found, user, element)));
    const keep = outsideWidgets(context);
    for (const [definition, elements] of found) {
      const once = mixed.has(definition) ? ordered(elements) : elements;
      const kept = keep ? once.filter(keep) : once;
      if (kept.length === 0) found.delete(definition);
      else found.set(definition, kept);
    }
    return found;
  };
}

/** The context's elements marked by any of the definitions, grouped by definition: one query. */
export function findMarked(context: Context, definitions: readonly BehaviorDefinition[]): Found {
  const byId = new Map(definitions.map((definition) => [`kurzus-${definition.name}`, definition]));
  const found: Found = new Map();
  within(context, `[${ONCE_ATTRIBUTE}]`, (element) => {
    for (const id of onceIds(element)) {
      const definition = byId.get(id);
      if (definition) push(found, definition, element);
    }
  });
  return found;
}

/** The union of every definition's selector: what a node added later must match to be worth an attach. */
export const unionSelector = (definitions: readonly BehaviorDefinition[]) =>
  ['[data-kurzus]', ...definitions.filter((definition) => definition.selector).map(selectorOf)].join(', ');
