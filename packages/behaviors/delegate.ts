/**
 * Delegated listeners: one listener per event type (and phase) on the document, however many elements
 * want that event. An element's handlers are looked up on the way from the event's target to the
 * document, so a mount adds no listener to its element, and the document listener goes with the last
 * handler of its type.
 */
type Handler = (event: Event) => void;

interface Channel {
  /** An element's handler, or its list when it has more than one: no list for each of thousands of controls. */
  readonly handlers: WeakMap<Element, Handler | Handler[]>;
  count: number;
  readonly listener: (event: Event) => void;
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
  const path = pathOf(event);
  if (capture) path.reverse();
  for (const element of path) {
    const handlers = channel.handlers.get(element);
    if (!handlers) continue;
    // A copy: a handler may remove itself or add another.
    for (const handler of [handlers].flat()) handler(event);
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
      const created: Channel = { handlers: new WeakMap(), count: 0, listener: (event) => dispatch(created, capture, event) };
      channel = created;
      byType.set(type, channel);
    }
    if (channel.count === 0)
      document.addEventListener(type, channel.listener, { capture, passive: type.startsWith('pointer') || type === 'touchstart' });
    return channel;
  }

  /** Calls the handler for events of this type on the element or inside it; returns what removes it. */
  on(element: Element, type: string, handler: Handler, capture = false): () => void {
    const channel = this.#channel(type, capture);
    const handlers = channel.handlers.get(element);
    channel.handlers.set(element, handlers ? [handlers, handler].flat() : handler);
    channel.count++;
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      const current = channel.handlers.get(element);
      // Each live registration has one entry: a lone handler is this one.
      if (Array.isArray(current) && current.length > 1) current.splice(current.indexOf(handler), 1);
      else channel.handlers.delete(element);
      if (--channel.count === 0) document.removeEventListener(type, channel.listener, { capture });
    };
  }
}
