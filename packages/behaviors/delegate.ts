/**
 * Delegated listeners: one listener per event type (and phase) on the document, however many elements
 * want that event. On the way from the event's target to the document each element's own handlers run,
 * then the answers (a behaviour's declared handlers, which decide themselves whether the element is
 * theirs): nothing is registered per element for those. The document listener stays once added, idle
 * while nothing is registered for its type: a document-wide touch or pointer listener added or taken off
 * makes the browser redo its map of where the page handles input, and a page detached and attached
 * again (an update of the whole document) would pay that for every type each time.
 */
type Handler = (event: Event) => void;
/** Asked about every element on the event's path (a behaviour answers the elements it mounted). */
export type Answer = (event: Event, element: Element) => void;

interface Channel {
  /** An element's handler, or its list when it has more than one: no list for each of thousands of controls. */
  readonly handlers: WeakMap<Element, Handler | Handler[]>;
  readonly answers: Set<Answer>;
  count: number;
}

/** The elements from the event's target up to the root, the target first. */
export function pathOf(event: Event): Element[] {
  const path: Element[] = [];
  let node: Node | null = event.target instanceof Node ? event.target : null;
  if (node && !(node instanceof Element)) node = node.parentElement;
  for (let element = node as Element | null; element; element = element.parentElement) path.push(element);
  return path;
}

function dispatch(channel: Channel, capture: boolean, event: Event) {
  if (channel.count === 0) return;
  const path = pathOf(event);
  if (capture) path.reverse();
  // A copy, as below: an answer may stop answering (the last element detached) or another start.
  const answers = [...channel.answers];
  for (const element of path) {
    const handlers = channel.handlers.get(element);
    // A copy: a handler may remove itself or add another.
    if (handlers) for (const handler of [handlers].flat()) handler(event);
    for (const answer of answers) answer(event, element);
    if (event.cancelBubble) return;
  }
}

/** One registry's delegated listeners. */
export class Delegation {
  // Bubbling channels first, capturing second: a lookup by type alone (a mount per element asks).
  readonly #channels = [new Map<string, Channel>(), new Map<string, Channel>()] as const;

  #channel(type: string, capture: boolean): Channel {
    const byType = this.#channels[capture ? 1 : 0];
    let channel = byType.get(type);
    if (!channel) {
      const created: Channel = { handlers: new WeakMap(), answers: new Set(), count: 0 };
      const passive = type.startsWith('pointer') || type === 'touchstart';
      document.addEventListener(type, (event) => dispatch(created, capture, event), { capture, passive });
      byType.set(type, (channel = created));
    }
    return channel;
  }

  /** Calls the handler for events of this type on the element or inside it; returns what removes it. */
  on(element: Element, type: string, handler: Handler, capture = false): () => void {
    const channel = this.#channel(type, capture);
    const handlers = channel.handlers.get(element);
    channel.handlers.set(element, handlers ? [handlers, handler].flat() : handler);
    channel.count++;
    return this.#removal(channel, () => {
      const current = channel.handlers.get(element);
      // Each live registration has one entry: a lone handler is this one.
      if (Array.isArray(current) && current.length > 1) current.splice(current.indexOf(handler), 1);
      else channel.handlers.delete(element);
    });
  }

  /** Asks the answer about each element on the path of every bubbling event of this type; returns what stops it. */
  answer(type: string, answer: Answer): () => void {
    const channel = this.#channel(type, false);
    channel.answers.add(answer);
    channel.count++;
    return this.#removal(channel, () => channel.answers.delete(answer));
  }

  #removal(channel: Channel, remove: () => void): () => void {
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      remove();
      channel.count--;
    };
  }
}
