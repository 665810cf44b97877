import { track } from './analytics.ts';
import { delegate } from './delegate.ts';
import { WIDGET_ATTRIBUTE } from './fallback.ts';
import { warn } from './log.ts';
import { opensOnClick, openWidget } from './open.ts';
import type {
  AnalyticsParams,
  BehaviorDefinition,
  Cleanup,
  DrupalSettings,
  Feature,
  FeatureContext,
  OnOptions,
  OpenOptions,
} from './types.ts';

// One hidden node per description text, shared by every element it describes.
const descriptions = new Map<string, { node: HTMLElement; users: number }>();
let descriptionIds = 0;

function describedBy(text: string): { node: HTMLElement; users: number } {
  let shared = descriptions.get(text);
  if (!shared) {
    const node = document.createElement('span');
    node.id = `kurzus-description-${++descriptionIds}`;
    node.hidden = true;
    node.setAttribute(WIDGET_ATTRIBUTE, 'description');
    node.textContent = text;
    document.body.append(node);
    shared = { node, users: 0 };
    descriptions.set(text, shared);
  }
  shared.users++;
  return shared;
}

function release(text: string, shared: { node: HTMLElement; users: number }) {
  if (--shared.users > 0) return;
  shared.node.remove();
  descriptions.delete(text);
}

/** The parts a feature requires, found in the element; undefined (with a warning) when one is missing. */
export function partsOf(definition: BehaviorDefinition, feature: Feature, element: HTMLElement): Record<string, HTMLElement> | undefined {
  const parts: Record<string, HTMLElement> = {};
  for (const [part, selector] of Object.entries<string>(feature.parts ?? {})) {
    const found = element.querySelector<HTMLElement>(selector);
    if (!found) {
      warn(definition.name, selector, `is missing from the ${definition.name.replace(/-/g, ' ')}; left as it is.`);
      return undefined;
    }
    parts[part] = found;
  }
  return parts;
}

/**
 * What a mount gets besides its element: settings, parts, and disposables that detach undoes in
 * reverse order. Nothing is allocated until a mount asks for it, so a mount that only reads costs nothing
 * to keep: `holds` tells the registry whether there is anything to undo.
 */
export class Mount<S = object, K extends string = never> implements FeatureContext<S, K> {
  private undo: Cleanup[] | undefined;
  private controller: AbortController | undefined;
  disposed = false;

  constructor(
    readonly name: string,
    readonly element: HTMLElement,
    readonly settings: S,
    readonly parts: { readonly [P in K]: HTMLElement },
    readonly drupalSettings: DrupalSettings,
  ) {}

  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      // An async mount that reads it after the detach gets it aborted already.
      if (this.disposed) this.controller.abort();
    }
    return this.controller.signal;
  }

  get holds(): boolean {
    return this.undo !== undefined || this.controller !== undefined;
  }

  // Getters, so `{ warn, track }` may be destructured; every other member is called on the context.
  get warn(): (key: string, message: string) => void {
    return (key, message) => warn(this.name, key, message);
  }

  get track(): (event: string, params: AnalyticsParams) => void {
    return (event, params) => track(event, params, this.drupalSettings);
  }

  defer(cleanup: Cleanup): void {
    if (this.disposed) return cleanup();
    (this.undo ??= []).push(cleanup);
  }

  on<T extends keyof DocumentEventMap>(type: T, listener: (event: DocumentEventMap[T]) => void, options: OnOptions = {}): void {
    this.defer(delegate(this.element, type, listener as (event: Event) => void, options.capture));
  }

  listen<T extends EventTarget>(target: T, type: string, listener: (event: Event) => void, options: AddEventListenerOptions = {}): void {
    target.addEventListener(type, listener, { ...options, signal: this.signal });
  }

  timeout(run: () => void, ms: number): () => void {
    const handle = window.setTimeout(() => (clear(), run()), ms);
    const clear = this.pending(() => window.clearTimeout(handle));
    return clear;
  }

  frame(run: () => void): () => void {
    const handle = window.requestAnimationFrame(() => (cancel(), run()));
    const cancel = this.pending(() => window.cancelAnimationFrame(handle));
    return cancel;
  }

  /**
   * An undo that leaves the list once it has run (the timer fired or was cancelled), so a debounce or a
   * poll that sets one per event does not grow the list for the life of the page.
   */
  private pending(undo: Cleanup): Cleanup {
    const once = () => {
      const index = this.undo?.lastIndexOf(once) ?? -1;
      if (index >= 0) this.undo!.splice(index, 1);
      undo();
    };
    this.defer(once);
    return once;
  }

  observe<O extends { disconnect(): void }>(observer: O): O {
    this.defer(() => observer.disconnect());
    return observer;
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
    const shared = describedBy(text);
    const before = element.getAttribute('aria-describedby');
    element.setAttribute('aria-describedby', before ? `${before} ${shared.node.id}` : shared.node.id);
    this.defer(() => {
      if (before === null) element.removeAttribute('aria-describedby');
      else element.setAttribute('aria-describedby', before);
      release(text, shared);
    });
  }

  opens<P extends object>(options: OpenOptions<P>): (byKeyboard?: boolean) => void {
    this.defer(opensOnClick(this.name, this.element, options));
    return (byKeyboard = false) => openWidget(this.name, this.element, options, byKeyboard);
  }

  /** Undoes everything, last first; the signal aborts before. */
  dispose(report: (error: unknown) => void): void {
    if (this.disposed) return;
    this.disposed = true;
    this.controller?.abort();
    const undo = this.undo ?? [];
    this.undo = undefined;
    for (let index = undo.length - 1; index >= 0; index--) {
      try {
        undo[index]!();
      } catch (error) {
        report(error);
      }
    }
  }
}
