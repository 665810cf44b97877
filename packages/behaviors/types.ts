import type { Catalogue } from './i18n/translate.ts';
import type { SettingsSpec } from './settings/spec.ts';

/** drupalSettings as Drupal prints it: a tree of JSON values. */
export type DrupalSettings = Record<string, unknown>;

/** What a mount leaves behind to undo: listeners, timers, observers, widgets. */
export type Cleanup = () => void;

/**
 * When a behaviour's code loads and its mount runs. Until then a plain click on the element is held and
 * replayed once it is mounted, whatever the strategy.
 * - `eager`: at attach (synchronously once the code is loaded);
 * - `idle`: when the browser is idle;
 * - `visible`: when the element first comes within 200 px of the viewport;
 * - `interaction`: on the first pointer, focus, touch or click on the element.
 */
export type Strategy = 'eager' | 'idle' | 'visible' | 'interaction';

/** What an element must be for a behaviour to mount on it; anything else warns and is left alone. */
export type ElementKind = 'link' | 'form' | 'button' | 'media' | 'any';

/** What Drupal core may already do on a page (see `coreCapabilities()`). */
export type CoreCapability = 'ajax' | 'formUpdated' | 'formSingleSubmit' | 'fillUserInfoFromBrowser';

export type AnalyticsParams = Record<string, string | number | boolean>;

/** A feature's Hungarian strings, keyed by the English source string given to t() (in the context 'kurzus'). */
export type Strings = Record<string, string>;

/** The elements a feature's mount gets: the element itself and, per part name, the element found in it. */
export type Parts<K extends string> = { readonly [P in K]: HTMLElement };

/** The element type a kind promises to mount. */
export type ElementOf<E extends ElementKind> = E extends 'link'
  ? HTMLAnchorElement
  : E extends 'form'
    ? HTMLFormElement
    : E extends 'button'
      ? HTMLButtonElement
      : E extends 'media'
        ? HTMLImageElement | HTMLIFrameElement
        : HTMLElement;

/** Options of a delegated listener: `capture` runs it on the way down, before the page's own handlers. */
export interface OnOptions {
  capture?: boolean;
}

/** What opens a widget from a click (see `MountContext.opens`). */
export interface OpenOptions<P> {
  /** Loads the widget's component: `() => import('./Widget.tsx').then((m) => m.Widget)`. */
  load: () => Promise<import('react').ComponentType<P>>;
  /** The widget's props for this opening, given how to close it and whether a keyboard opened it. */
  props(close: () => void, byKeyboard: boolean): P;
  /** Runs as it opens (analytics). */
  onOpen?(): void;
  /** Decides at each plain click whether it opens (otherwise the click goes on as it was); default yes. */
  when?(event: MouseEvent): boolean;
  /**
   * The widget's code and React are fetched on hover or focus. For the widget a page is there for (a
   * gallery's lightbox), React and what this loads (the shared parts the widget is built on) are fetched
   * as soon as the browser is idle, so the first click waits only for the widget's own small chunk.
   */
  idle?(): Promise<unknown>;
}

/** What the first API's mounts get (kept for features not yet moved to `FeatureContext`). */
export interface MountContext<S = object> {
  /** The behaviour's name, as in `data-kurzus`. */
  readonly name: string;
  /** The behaviour's settings: validated, with defaults for anything missing or wrong. */
  readonly settings: S;
  /**
   * The whole settings object in force (drupalSettings), unvalidated and live: for features that follow
   * keys core prints at the top level (`ajax`, `ajaxPageState`) and that a merge may change later.
   */
  readonly drupalSettings: DrupalSettings;
  /** Aborted when the element is detached (created on first read: only mounts that need one pay for it). */
  readonly signal: AbortSignal;
  /** A console warning that names the behaviour and the key. */
  warn(key: string, message: string): void;
  /** Records an analytics event through the site's sink (settings `kurzus.analytics`). */
  track(event: string, params: AnalyticsParams): void;
}

/** What a feature's mount gets besides its element: settings, parts, and disposables undone on detach. */
export interface FeatureContext<S = object, K extends string = never> extends MountContext<S> {
  /** The parts the feature requires, found in the element (a missing one warns and skips the mount). */
  readonly parts: Parts<K>;
  /** A delegated listener for events on (or inside) the element: no listener on the element itself. */
  on<T extends keyof DocumentEventMap>(type: T, listener: (event: DocumentEventMap[T]) => void, options?: OnOptions): void;
  /** A listener on another target (window, document), removed on detach. */
  listen<T extends EventTarget>(target: T, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void;
  /** setTimeout, cleared on detach. */
  timeout(run: () => void, ms: number): () => void;
  /** requestAnimationFrame, cancelled on detach. */
  frame(run: () => void): () => void;
  /** Keeps an observer (Intersection, Resize, Mutation…) until detach, then disconnects it. */
  observe<O extends { disconnect(): void }>(observer: O): O;
  /** Sets an attribute; detach puts back what was there. */
  setAttribute(element: Element, name: string, value: string): void;
  /** Adds classes; detach takes off those it added (and an emptied class attribute). */
  addClass(element: Element, ...names: string[]): void;
  /** Sets an inline style property; detach takes it off (and an emptied style attribute). */
  setStyle(element: HTMLElement, property: string, value: string): void;
  /** Points `aria-describedby` at one hidden node per text, shared by every element with that text. */
  describe(element: Element, text: string): void;
  /**
   * Makes a plain click on the element open a widget (the click-to-open primitive): the code is fetched
   * on hover or focus, one modal at a time, a failed load retried once and then the element's own href
   * followed, or a message shown. Returns what opens it from code.
   */
  opens<P extends object>(options: OpenOptions<P>): (byKeyboard?: boolean) => void;
  /** Runs on detach, after everything above is undone. */
  defer(cleanup: Cleanup): void;
}

/**
 * The eager part of a behaviour: what the runtime needs to find its elements and load its code. It holds
 * no mount code, settings schema or strings; those are in the module `load` returns.
 */
export interface BehaviorEntry {
  /** The feature's name: its `data-kurzus` word and its once id (`kurzus-<name>`). */
  readonly name: string;
  /** CSS selector of the elements it mounts on, for markup other modules print; defaults to the word. */
  readonly selector?: string;
  /** When the code loads and mount runs; defaults to `eager`. */
  readonly strategy?: Strategy;
  /** The element it expects; anything else warns (`"element" should be …`) and is left alone. */
  readonly element?: ElementKind;
  /** Not mounted at all where Drupal core already does the same on this page. */
  readonly unless?: CoreCapability;
  /** Loads the feature module (`() => import('./name.ts')`), whose default export is a `defineFeature`. */
  readonly load: () => Promise<{ default: Feature }>;
}

/** The lazy part of a behaviour: its settings, strings, required parts and mount. */
export interface Feature<S extends object = object, K extends string = string, E extends Element = HTMLElement> {
  /** Where its settings live in drupalSettings and how each key is read. */
  readonly settings?: SettingsSpec<S>;
  /** Its Hungarian strings, merged into the catalogue when this module loads. */
  readonly strings?: Strings;
  /** Parts it needs inside the element, by name: a CSS selector each. */
  readonly parts?: { readonly [P in K]: string };
  /** Enhances one element; returns what undoes it (or uses the context's disposables). */
  mount(element: E, context: FeatureContext<S, K>): Cleanup | void | Promise<Cleanup | void>;
  /** Drupal's `serialize` detach: write widget state into the form, unmount nothing. */
  serialize?(element: E): void;
}

/**
 * The first API (name, selector, settings, strategy and mount in one eager object). Still accepted so
 * features not yet split into a manifest entry and a module keep working; new features use BehaviorEntry.
 */
export interface LegacyDefinition<S extends object = object> {
  readonly name: string;
  readonly selector?: string;
  readonly settings?: SettingsSpec<S>;
  readonly strategy?: Strategy;
  mount(element: HTMLElement, context: MountContext<S>): Cleanup | void | Promise<Cleanup | void>;
  serialize?(element: HTMLElement): void;
}

/** A registered behaviour, whichever API declared it. */
export interface BehaviorDefinition extends BehaviorEntry {
  /** A legacy definition's feature, there from the start (no code to load). */
  readonly feature?: Feature;
}

export type DetachTrigger = 'unload' | 'move' | 'serialize';

export type { Catalogue };
