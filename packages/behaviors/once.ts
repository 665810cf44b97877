/**
 * The once marker, written the way Drupal core's `once` writes it: ids separated by spaces in `data-once`.
 * Core's `once()` and `once.remove()` see what this writes and the other way round, so a site's own code
 * may filter or reset our ids. It reads the attribute directly instead of a `matches()` per element.
 */
export const ONCE_ATTRIBUTE = 'data-once';

const hasId = (value: string, id: string) => value === id || value.split(/\s+/).includes(id);

/** Marks each element with the id; returns those that did not have it yet. */
export function markOnce<E extends Element>(id: string, elements: Iterable<E>): E[] {
  const fresh: E[] = [];
  for (const element of elements) {
    const value = element.getAttribute(ONCE_ATTRIBUTE);
    if (value === null || value.trim() === '') element.setAttribute(ONCE_ATTRIBUTE, id);
    else if (hasId(value, id)) continue;
    else element.setAttribute(ONCE_ATTRIBUTE, `${value.trim().split(/\s+/).join(' ')} ${id}`);
    fresh.push(element);
  }
  return fresh;
}

/** The ids in an element's marker. */
export function onceIds(element: Element): string[] {
  const value = element.getAttribute(ONCE_ATTRIBUTE)?.trim();
  return value ? value.split(/\s+/) : [];
}

/** Takes the id off one element (the attribute goes with its last id, as core's `once.remove` does). */
export function unmarkOnce(id: string, element: Element): boolean {
  const ids = onceIds(element);
  if (!ids.includes(id)) return false;
  const rest = ids.filter((other) => other !== id);
  if (rest.length === 0) element.removeAttribute(ONCE_ATTRIBUTE);
  else element.setAttribute(ONCE_ATTRIBUTE, rest.join(' '));
  return true;
}
