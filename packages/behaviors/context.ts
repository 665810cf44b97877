import { track } from './analytics.ts';
import type { Loaded } from './load.ts';
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
  Widget,
  WidgetOptions,
} from './types.ts';

// The mount machinery: this module is its own chunk, loaded with the first feature module (a page where
// nothing mounts never loads it), and what the registry mounts with comes from here.
export { resolveSettings };

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

/** The element contract: elements of the wrong kind warn (once per page) and are left alone (`refused`). */
export function fitting(
  platform: Platform,
  definition: BehaviorDefinition,
  elements: readonly HTMLElement[],
  refused: WeakSet<Element>,
): readonly HTMLElement[] {
  if (!definition.element || definition.element === 'any') return elements;
  const [fits, kind] = kinds[definition.element];
  const fit = elements.filter(fits);
  if (fit.length === elements.length) return fit;
  warn(platform, definition.name, 'element', `should be ${kind}; left as it is.`);
  for (const element of elements) if (!fits(element)) refused.add(element);
  return fit;
}

/** The parts a feature requires, found in the element; undefined (with a warning) when one is missing. */
function partsOf(
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

  listen(target: EventTarget, type: string, listener: (event: Event) => void, options: AddEventListenerOptions = {}): Cleanup {
    // Taken off by hand rather than through an AbortSignal, which Chromium takes longer to abort.
    target.addEventListener(type, listener, options);
    return this.deferOnce(() => target.removeEventListener(type, listener, options));
  }

  timeout(run: () => void, ms: number): Cleanup {
    const handle = window.setTimeout(() => (clear(), run()), ms);
    const clear = this.deferOnce(() => window.clearTimeout(handle));
    return clear;
  }

  frame(run: () => void): Cleanup {
    const handle = window.requestAnimationFrame(() => (cancel(), run()));
    const cancel = this.deferOnce(() => window.cancelAnimationFrame(handle));
    return cancel;
  }

  whenNear(element: Element, margin: number, run: () => void): Cleanup {
    const stop = this.deferOnce(this.runtime.viewport.near(element, margin, () => (stop(), run())));
    return stop;
  }

  /**
   * An undo that leaves the list once it has run (the timer fired or was cancelled, the widget closed), so
   * a debounce, a poll or a dialog opened again and again does not grow the list for the life of the page.
   */
  deferOnce(undo: Cleanup): Cleanup {
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

  open<P extends object>(widget: WidgetOptions<P>): Widget<P> {
    return this.#widgets().open(this, widget);
  }

  #widgets(): Widgets {
    return (this.runtime.widgets ??= new Widgets(this.runtime));
  }

  claimModal(close: () => void): (() => void) | undefined {
    return this.#widgets().claim(this.element, close);
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

/** The registry's record of a behaviour, as the mount machinery uses it. */
interface BehaviorRecord {
  readonly definition: BehaviorDefinition;
  /** Contexts kept because they hold something to undo. */
  readonly mounts: WeakMap<Element, Mount>;
  readonly report: (error: unknown) => void;
  /** Whether it has mounted the element (and not left it as it is). */
  owns(element: Element): boolean;
  settingsOf(loaded: Loaded, settings: DrupalSettings): object;
  /** How many elements its answers answer, and what takes them off the page when none is left. */
  answering: number;
  silence: Cleanup | undefined;
}

// The parts of a feature that names none: one object for every such mount.
const noParts = Object.freeze({});

/** A context for the element; undefined (with a warning) when a part the feature needs is missing. */
export function contextOf(
  runtime: Runtime,
  record: BehaviorRecord,
  loaded: Loaded,
  element: HTMLElement,
  settings: DrupalSettings,
  resolved = () => record.settingsOf(loaded, settings),
): Mount | undefined {
  const { name } = record.definition;
  const { parts } = loaded.feature;
  const found = parts ? partsOf(runtime.platform, name, parts, element) : noParts;
  return found && new Mount(runtime, name, element, resolved(), found, settings);
}

type Handler = (event: Event, element: Element, context: Mount) => void;

/**
 * After an element's mount: one more element the feature answers (`on`, `widget`), whose answers go on the
 * page with the first. An `intent` behaviour mounts as the visitor reaches for the element: with the pointer
 * or focus on a control that opens its widget, the widget's code is fetched now.
 */
export function mounted(
  runtime: Runtime,
  record: BehaviorRecord,
  loaded: Loaded,
  element: Element,
  currentSettings: () => DrupalSettings,
): void {
  const { on, widget } = loaded.feature;
  if ((on || widget) && record.answering++ === 0) record.silence = answer(runtime, record, loaded, currentSettings);
  if (widget && record.definition.strategy === 'intent' && element.matches('[aria-haspopup]:is(:hover, :focus-within)')) {
    fetchAhead(runtime, widget);
  }
}

/**
 * Puts a feature's answers (`on`) on the page: for each event type, one delegated answer that calls the
 * handler for every element on the event's path the behaviour has mounted, with the context its mount kept
 * or one made now, kept in turn only if the handler left something to undo (a widget it opened). Its
 * widget's code is fetched ahead from the elements that open it. Returns what takes them off.
 */
function answer(runtime: Runtime, record: BehaviorRecord, loaded: Loaded, currentSettings: () => DrupalSettings): Cleanup {
  const { delegation } = runtime;
  const { on = {}, widget } = loaded.feature;
  const stops = Object.entries(on as { [type: string]: Handler }).map(([type, handler]) =>
    delegation.answer(type, (event, element) => {
      if (!record.owns(element)) return;
      const kept = record.mounts.get(element);
      const context = kept ?? contextOf(runtime, record, loaded, element as HTMLElement, currentSettings());
      if (!context) return;
      try {
        handler(event, element, context);
      } catch (error) {
        record.report(error);
      }
      if (!kept && context.holds) record.mounts.set(element, context);
    }),
  );
  if (widget) {
    const reached = (_event: Event, element: Element) => {
      if (element.hasAttribute('aria-haspopup') && record.owns(element)) fetchAhead(runtime, widget);
    };
    stops.push(delegation.answer('pointerover', reached), delegation.answer('focusin', reached));
  }
  return () => stops.forEach((stop) => stop());
}

/** Fetches a widget's code ahead (once, however many controls open it). */
function fetchAhead(runtime: Runtime, widget: () => Promise<unknown>): void {
  (runtime.widgets ??= new Widgets(runtime)).preload(widget);
}
