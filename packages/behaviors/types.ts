import type { ComponentType } from 'react';
import type { Platform } from './platform.ts';
import type { Field, SettingsSpec } from './settings/spec.ts';

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
 * - `intent`: when a pointer comes over the element, focus goes into it or a touch starts on it (code
 *   only a visitor who reaches for the element needs: no page pays for it at idle); once the code is
 *   here, at attach.
 */
export type Strategy = 'eager' | 'idle' | 'visible' | 'intent';

/** What an element must be for a behaviour to mount on it; anything else warns and is left alone. */
export type ElementKind = 'link' | 'form' | 'button' | 'media' | 'any';

/** What Drupal core may already do on a page (see `coreCapabilities()`). */
type CoreCapability = 'ajax' | 'formUpdated' | 'formSingleSubmit' | 'fillUserInfoFromBrowser';

export type AnalyticsParams = Record<string, string | number | boolean>;

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

/** A widget's component, loaded on first use: `() => import('./Widget.tsx').then((m) => m.Widget)`. */
export type WidgetLoader<P> = () => Promise<ComponentType<P>>;

/** What `context.open()` opens: a dialog, an overlay or a lightbox, the page's one modal (opening another closes it). */
export interface WidgetOptions<P> {
  load: WidgetLoader<P>;
  /** The widget's props for this opening, given how to close it. */
  props(close: () => void): P;
  /** Runs as it opens (analytics). */
  onOpen?(): void;
}

/** An open widget. */
export interface Widget<P> {
  /** Renders it again with new props. */
  update(props: P): void;
  close(): void;
}

/** What sends content through every behaviour of the page: Drupal (its `attachBehaviors`) where core is there. */
export interface BehaviorsHost {
  attachBehaviors(context: Document | Element, settings: DrupalSettings): void;
  detachBehaviors(context: Document | Element, settings: DrupalSettings, trigger: DetachTrigger): void;
}

/** What a feature's mount gets besides its element: settings, parts, and disposables undone on detach. */
export interface FeatureContext<S = object, K extends string = never> {
  /** The behaviour's name, as in `data-kurzus`. */
  readonly name: string;
  /** The behaviour's settings: validated, with defaults for anything missing or wrong. */
  readonly settings: S;
  /** The parts the feature requires, found in the element (a missing one warns and skips the mount). */
  readonly parts: { readonly [P in K]: HTMLElement };
  /**
   * The whole settings object in force (drupalSettings), unvalidated and live: for features that follow
   * keys core prints at the top level (`ajax`, `ajaxPageState`) and that a merge may change later.
   */
  readonly drupalSettings: DrupalSettings;
  /** The browser: navigation, media queries, storage, the network (a test gives the registry its own). */
  readonly platform: Platform;
  /** Aborted when the element is detached (created on first read: only mounts that need one pay for it). */
  readonly signal: AbortSignal;
  /** A console warning that names the behaviour and the key. */
  warn(key: string, message: string): void;
  /**
   * The element's `data-<name>` attribute (or another element's), read by a settings field: a missing one
   * gives the field's default; a wrong one warns (`"data-<name>" should be …`) and gives it too.
   */
  data<T>(name: string, field: Field<T>, element?: Element): T;
  /** Records an analytics event through the site's sink (settings `kurzus.analytics`). */
  track(event: string, params: AnalyticsParams): void;
  /** An id no element on the page has yet: `kurzus-<name>-<n>`. */
  id(): string;
  /**
   * A listener that needs what the mount made (a carousel, an open state), on the element or another target
   * (window, document, a media query list), removed on detach; returns what removes it sooner. What needs
   * only the element and its context is the feature's `on`.
   */
  listen<T extends keyof HTMLElementEventMap>(
    target: EventTarget,
    type: T,
    listener: (event: HTMLElementEventMap[T]) => void,
    options?: AddEventListenerOptions,
  ): Cleanup;
  listen(target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): Cleanup;
  /** setTimeout, cleared on detach; returns what cancels it. */
  timeout(run: () => void, ms: number): Cleanup;
  /** requestAnimationFrame, cancelled on detach; returns what cancels it. */
  frame(run: () => void): Cleanup;
  /** Runs once, when the element first comes within `margin` px of the viewport; returns what stops waiting. */
  whenNear(element: Element, margin: number, run: () => void): Cleanup;
  /** Keeps an observer (Resize, Mutation…) until detach, then disconnects it. */
  observe<O extends { disconnect(): void }>(observer: O): O;
  /** The site's desktop width (`kurzus.breakpoint`, 992 px) as a media query list. */
  desktop(): MediaQueryList;
  /** Sets an attribute; detach puts back what was there. */
  setAttribute(element: Element, name: string, value: string): void;
  /** Adds classes; detach takes off those it added (and an emptied class attribute). */
  addClass(element: Element, ...names: string[]): void;
  /** Sets an inline style property; detach takes it off (and an emptied style attribute). */
  setStyle(element: HTMLElement, property: string, value: string): void;
  /**
   * Opens a widget for the element now: its code and React load on first use; a modal widget is the only
   * one open on the page; a load that fails is tried again (`loadCode`), then the element's own link is
   * followed, or a message says the content failed to load. Detach closes it.
   */
  open<P extends object>(widget: WidgetOptions<P>): Widget<P>;
  /**
   * Takes the page's one modal place for a modal the feature shows in the page's own markup (`inPageModal`:
   * the off-canvas panel, the exit pop-up): undefined while another modal is open, else what gives the
   * place back. A widget opened later calls `close` first.
   */
  claimModal(close: () => void): (() => void) | undefined;
  /**
   * Goes to an address (same window, or a new tab) once it is checked: only http(s) and same-site. A
   * refused one warns, naming the attribute, and `fallback` (the control's own href) is followed if safe.
   * True when it navigated.
   */
  navigate(url: string | null | undefined, options: { attribute: string; fallback?: string | null; newTab?: boolean }): boolean;
  /** Attaches or detaches every behaviour of the page on content a feature brings: Drupal's, where core is there. */
  readonly host: BehaviorsHost;
  /** Runs on detach, after everything above is undone. */
  defer(cleanup: Cleanup): void;
}

/**
 * A behaviour as the manifest declares it: what the runtime needs to find its elements and load its
 * code. It holds no mount code, settings schema or strings; those are in the module `load` returns.
 */
export interface BehaviorDefinition {
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
  /**
   * Mounts only on the elements this accepts, given the settings of the attach (a form with in-page update
   * entries). One turned away is left unmarked, so a later attach with newer settings can take it.
   */
  readonly accepts?: (element: HTMLElement, settings: DrupalSettings) => boolean;
  /**
   * Elements a click never navigates from (the spec's coming-soon ticket, a link to '/'): when the code
   * cannot be loaded, the failure is said beside the control instead of following its link.
   */
  readonly stays?: string;
  /**
   * Controls inside its form that it answers (the '2+1' bundle completes the purchases its buy and gift
   * buttons announce): a click on one before its code is here is held for it, though a click on the
   * form's own controls is not.
   */
  readonly answers?: string;
  /** Loads the feature module (`() => import('./name.ts')`), whose default export is a `defineFeature`. */
  readonly load: () => Promise<{ default: Feature }>;
}

/**
 * A feature's answers to events on (or inside) the elements it mounted, one per event type, each given the
 * event, the element and its context. The registry listens once per type on the document for all the
 * elements: nothing is kept per element for them (a page may have thousands of controls).
 */
interface Answers<E, C> {
  click?(event: MouseEvent, element: E, context: C): void;
  /** A click of another button than the main one (the middle one opens a link in a new tab). */
  auxclick?(event: MouseEvent, element: E, context: C): void;
  submit?(event: SubmitEvent, element: E, context: C): void;
  change?(event: Event, element: E, context: C): void;
}

/** The lazy part of a behaviour: its settings, required parts, answers and mount (its strings are its translator's: `translator()`). */
export interface Feature<S extends object = object, K extends string = string, E extends Element = HTMLElement> {
  /** Where its settings live in drupalSettings and how each key is read. */
  readonly settings?: SettingsSpec<S>;
  /** Parts it needs inside the element, by name: a CSS selector each. */
  readonly parts?: { readonly [P in K]: string };
  /** What it does on events on its elements: handlers that need only the element and its context. */
  readonly on?: Answers<E, FeatureContext<S, K>>;
  /**
   * The widget its elements open (`context.open`), whose code is fetched ahead when the pointer or focus
   * reaches one that says it opens a dialog (`aria-haspopup`).
   */
  readonly widget?: () => Promise<unknown>;
  /** Enhances one element; returns what undoes it (or uses the context's disposables). None where all it does is answer. */
  mount?(element: E, context: FeatureContext<S, K>): Cleanup | void | Promise<Cleanup | void>;
}

/** `serialize` (a form about to be sent) and `move` keep every mount; only `unload` undoes them. */
export type DetachTrigger = 'unload' | 'move' | 'serialize';
