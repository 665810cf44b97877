import type { SettingsSpec } from './settings/spec.ts';

/** drupalSettings as Drupal prints it: a tree of JSON values. */
export type DrupalSettings = Record<string, unknown>;

/** What a mount leaves behind to undo: listeners, timers, observers, widgets. */
export type Cleanup = () => void;

/**
 * When a behaviour's mount runs (and so when its code loads):
 * - `eager`: as soon as the element is attached;
 * - `idle`: when the browser is idle;
 * - `visible`: when the element first comes near the viewport;
 * - `interaction`: on the first pointer, focus or click; a click that arrives before the code is
 *   ready is held and replayed once it is mounted.
 */
export type Strategy = 'eager' | 'idle' | 'visible' | 'interaction';

export type AnalyticsParams = Record<string, string | number | boolean>;

export interface MountContext<S> {
  /** The behaviour's name, as in `data-kurzus`. */
  readonly name: string;
  /** The behaviour's settings: validated, with defaults for anything missing or wrong. */
  readonly settings: S;
  /**
   * The whole settings object in force (drupalSettings), unvalidated and live: for features that follow
   * keys core prints at the top level (`ajax`, `ajaxPageState`) and that a merge may change later.
   */
  readonly drupalSettings: DrupalSettings;
  /** Aborted when the element is detached: pass it to addEventListener and fetch. */
  readonly signal: AbortSignal;
  /** A console warning that names the behaviour and the key. */
  warn(key: string, message: string): void;
  /** Records an analytics event through the site's sink (settings `kurzus.analytics`). */
  track(event: string, params: AnalyticsParams): void;
}

export interface BehaviorDefinition<S extends object = object> {
  /** The feature's name: its `data-kurzus` word and its once id (`kurzus-<name>`). */
  readonly name: string;
  /** CSS selector of the elements it mounts on; defaults to `[data-kurzus~="<name>"]`. */
  readonly selector?: string;
  /** Where its settings live in drupalSettings and how each key is read. */
  readonly settings?: SettingsSpec<S>;
  /** When mount runs; defaults to `eager`. */
  readonly strategy?: Strategy;
  /** Enhances one element; returns what undoes it. May load code first. */
  mount(element: HTMLElement, context: MountContext<S>): Cleanup | void | Promise<Cleanup | void>;
  /** Drupal's `serialize` detach: write widget state into the form, unmount nothing. */
  serialize?(element: HTMLElement): void;
}

export type DetachTrigger = 'unload' | 'move' | 'serialize';
