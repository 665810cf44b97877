import { track } from './analytics.ts';
import { WIDGET_ATTRIBUTE } from './load.ts';
import { warn } from './log.ts';
import { Widgets } from './open.ts';
import { navigate, type Platform } from './platform.ts';
import { breakpointSettings } from './settings/breakpoint.ts';
import { readField, resolveSettings } from './settings/resolve.ts';
import type { Field } from './settings/spec.ts';
import type { Runtime } from './runtime.ts';
import type {
  AnalyticsParams,
  BehaviorDefinition,
  BehaviorsHost,
  ElementKind,
  Cleanup,
  DrupalSettings,
  FeatureContext,
  OnOptions,
  Widget,
  WidgetOptions,
} from './types.ts';

// The mount machinery: this module is its own chunk, loaded with the first feature module (a page where
// nothing mounts never loads it), and what the registry mounts with comes from here.
export { resolveSettings };

/** One hidden node per description text, shared by every element it describes; the node goes with its last user. */
export class Descriptions {
  readonly #shared = new Map<string, { node: HTMLElement; users: number }>();

  constructor(private readonly runtime: Runtime) {}

  /** Points the element's `aria-describedby` at the text's node; returns what puts it back. */
  describe(element: Element, text: string): Cleanup {
    let shared = this.#shared.get(text);
    if (!shared) {
      const node = document.createElement('span');
      node.id = uniqueId(this.runtime, 'description');
      node.hidden = true;
      node.setAttribute(WIDGET_ATTRIBUTE, 'description');
      node.textContent = text;
      document.body.append(node);
      shared = { node, users: 0 };
      this.#shared.set(text, shared);
    }
    const used = shared;
    used.users++;
    const before = element.getAttribute('aria-describedby');
    element.setAttribute('aria-describedby', before ? `${before} ${used.node.id}` : used.node.id);
    return () => {
      if (before === null) element.removeAttribute('aria-describedby');
      else element.setAttribute('aria-describedby', before);
      if (--used.users > 0) return;
      used.node.remove();
      this.#shared.delete(text);
    };
  }
}

/**
 * An id no element on the page has yet: `kurzus-<prefix>-<n>`, counted per registry, n in base 36. Ids are
 * minted again on every attach; in decimal the climbing counter soon lands on a slot of V8's small
 * number-to-text cache another number holds, and the engine then swaps that cache for a 64 KB one.
 */
function uniqueId(runtime: Runtime, prefix: string): string {
  let id: string;
  do id = `kurzus-${prefix}-${(++runtime.ids).toString(36)}`;
  while (document.getElementById(id));
  return id;
}

const kinds: { [K in Exclude<ElementKind, 'any'>]: [(element: Element) => boolean, string] } = {
  link: [(element) => element instanceof HTMLAnchorElement && element.hasAttribute('href'), 'a link with an href'],
  form: [(element) => element instanceof HTMLFormElement, 'a form'],
  button: [(element) => element instanceof HTMLButtonElement, 'a button'],
  media: [(element) => element instanceof HTMLImageElement || element instanceof HTMLIFrameElement, 'an img or an iframe'],
};

/** The element contract: elements of the wrong kind warn (once per page) and are left alone. */
export function fitting(platform: Platform, definition: BehaviorDefinition, elements: readonly HTMLElement[]): readonly HTMLElement[] {
  if (!definition.element || definition.element === 'any') return elements;
  const [fits, kind] = kinds[definition.element];
  const fit = elements.filter(fits);
  if (fit.length < elements.length) warn(platform, definition.name, 'element', `should be ${kind}; left as it is.`);
  return fit;
}

/** The parts a feature requires, found in the element; undefined (with a warning) when one is missing. */
export function partsOf(
  platform: Platform,
  name: string,
  selectors: Record<string, string>,
  element: HTMLElement,
): Record<string, HTMLElement> | undefined {
  const parts: Record<string, HTMLElement> = {};
  for (const [part, selector] of Object.entries(selectors)) {
    const found = element.querySelector<HTMLElement>(selector);
    if (!found) {
      warn(platform, name, selector, `is missing from the ${name.replace(/-/g, ' ')}; left as it is.`);
      return undefined;
    }
    parts[part] = found;
  }
  return parts;
}

/**
 * What a mount gets besides its element: settings, parts, the browser, and disposables that detach
 * undoes in reverse order. Nothing is allocated until a mount asks for it, so a mount that only reads
 * costs nothing to keep: `holds` tells the registry whether there is anything to undo.
 */
export class Mount<S = object, K extends string = never> implements FeatureContext<S, K> {
  #undo: Cleanup[] | undefined;
  #controller: AbortController | undefined;
  #disposed = false;

  constructor(
    private readonly runtime: Runtime,
    readonly name: string,
    readonly element: HTMLElement,
    readonly settings: S,
    readonly parts: { readonly [P in K]: HTMLElement },
    readonly drupalSettings: DrupalSettings,
  ) {}

  get platform(): Platform {
    return this.runtime.platform;
  }

  get host(): BehaviorsHost {
    return this.runtime.host;
  }

  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      // An async mount that reads it after the detach gets it aborted already.
      if (this.#disposed) this.#controller.abort();
    }
    return this.#controller.signal;
  }

  get holds(): boolean {
    return this.#undo !== undefined || this.#controller !== undefined;
  }

  // Getters, so `{ warn, track }` may be destructured; every other member is called on the context.
  data<T>(name: string, field: Field<T>, element: Element = this.element): T {
    const attribute = `data-${name}`;
    return readField(field, element.getAttribute(attribute) ?? undefined, (message) => this.warn(attribute, message));
  }

  get warn(): (key: string, message: string) => void {
    return (key, message) => warn(this.platform, this.name, key, message);
  }

  get track(): (event: string, params: AnalyticsParams) => void {
    return (event, params) => track(event, params, this.drupalSettings, this.platform);
  }

  id(): string {
    return uniqueId(this.runtime, this.name);
  }

  defer(cleanup: Cleanup): void {
    if (this.#disposed) return cleanup();
    // A list of one to start with: most mounts undo one thing, and a first push would make room for 17.
    if (this.#undo) this.#undo.push(cleanup);
    else this.#undo = [cleanup];
  }

  on<T extends keyof DocumentEventMap>(type: T, listener: (event: DocumentEventMap[T]) => void, options?: OnOptions): void {
    this.defer(this.runtime.delegation.on(this.element, type, listener as (event: Event) => void, options?.capture));
  }

  listen(target: EventTarget, type: string, listener: (event: Event) => void, options: AddEventListenerOptions = {}): Cleanup {
    target.addEventListener(type, listener, { ...options, signal: this.signal });
    return () => target.removeEventListener(type, listener, options);
  }

  timeout(run: () => void, ms: number): Cleanup {
    const handle = window.setTimeout(() => (clear(), run()), ms);
    const clear = this.#pending(() => window.clearTimeout(handle));
    return clear;
  }

  frame(run: () => void): Cleanup {
    const handle = window.requestAnimationFrame(() => (cancel(), run()));
    const cancel = this.#pending(() => window.cancelAnimationFrame(handle));
    return cancel;
  }

  whenNear(element: Element, margin: number, run: () => void): Cleanup {
    const stop = this.#pending(this.runtime.viewport.near(element, margin, () => (stop(), run())));
    return stop;
  }

  /**
   * An undo that leaves the list once it has run (the timer fired or was cancelled), so a debounce or a
   * poll that sets one per event does not grow the list for the life of the page.
   */
  #pending(undo: Cleanup): Cleanup {
    const once = () => {
      const index = this.#undo?.lastIndexOf(once) ?? -1;
      if (index >= 0) this.#undo?.splice(index, 1);
      undo();
    };
    this.defer(once);
    return once;
  }

  observe<O extends { disconnect(): void }>(observer: O): O {
    this.defer(() => observer.disconnect());
    return observer;
  }

  desktop(): MediaQueryList {
    const { breakpoint } = resolveSettings(breakpointSettings, this.drupalSettings, this.warn);
    return this.platform.media(`(min-width: ${breakpoint}px)`);
  }

  setAttribute(element: Element, name: string, value: string): void {
    const before = element.getAttribute(name);
    element.setAttribute(name, value);
    this.defer(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
  }

  addClass(element: Element, ...names: string[]): void {
    const added = names.filter((name) => !element.classList.contains(name));
    const hadAttribute = element.hasAttribute('class');
    element.classList.add(...added);
    this.defer(() => {
      element.classList.remove(...added);
      if (!hadAttribute && element.classList.length === 0) element.removeAttribute('class');
    });
  }

  setStyle(element: HTMLElement, property: string, value: string): void {
    const hadAttribute = element.hasAttribute('style');
    element.style.setProperty(property, value);
    this.defer(() => {
      element.style.removeProperty(property);
      if (!hadAttribute && element.style.length === 0) element.removeAttribute('style');
    });
  }

  describe(element: Element, text: string): void {
    this.defer((this.runtime.descriptions ??= new Descriptions(this.runtime)).describe(element, text));
  }

  open<P extends object>(widget: WidgetOptions<P>): Widget<P> {
    return (this.runtime.widgets ??= new Widgets(this.runtime)).open(this, widget);
  }

  claimModal(close: () => void): (() => void) | undefined {
    return (this.runtime.widgets ??= new Widgets(this.runtime)).claim(this.element, close);
  }

  navigate(url: string | null | undefined, options: { attribute: string; fallback?: string | null; newTab?: boolean }): boolean {
    return navigate(this.platform, url, { ...options, behavior: this.name });
  }

  /** Undoes everything, last first; the signal aborts before. */
  dispose(report: (error: unknown) => void): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#controller?.abort();
    const undo = this.#undo ?? [];
    this.#undo = undefined;
    // An indexed loop: an iterator per mount is garbage on a detach of thousands.
    for (let index = undo.length - 1; index >= 0; index--) {
      try {
        undo[index]?.();
      } catch (error) {
        report(error);
      }
    }
  }
}
