import type { Mount } from './context.ts';
import { Delegation } from './delegate.ts';
import { selectorOf } from './define.ts';
import { coreCapabilities } from './host/drupal.ts';
import { loadFeature, type Loaded } from './load.ts';
import type { Widgets } from './open.ts';
import { HeldClicks } from './pending.ts';
import { reportError, warn } from './log.ts';
import { browserPlatform, type Platform } from './platform.ts';
import { elementFinder, findMarked, isMarked, markOnce, unmarkOnce, type Found } from './query.ts';
import type { Runtime } from './runtime.ts';
import { schedules } from './strategies.ts';
import type { BehaviorDefinition, BehaviorsHost, DetachTrigger, DrupalSettings } from './types.ts';
import { Viewport } from './viewport.ts';

type Context = Document | Element;

export interface BehaviorInfo {
  name: string;
  selector: string;
  strategy: string;
  /** The settings in force, once the feature's code is loaded. */
  settings: unknown;
}

export interface Registry {
  attach(context?: Context, settings?: DrupalSettings): void;
  detach(context?: Context, settings?: DrupalSettings, trigger?: DetachTrigger): void;
  attachBehavior(definition: BehaviorDefinition, context: Context, settings: DrupalSettings): void;
  detachBehavior(definition: BehaviorDefinition, context: Context, settings: DrupalSettings, trigger: DetachTrigger): void;
  behaviors(settings?: DrupalSettings): BehaviorInfo[];
  /** Resolves once every load and mount started so far has finished. */
  settled(): Promise<void>;
  /** Loads every behaviour's code now (tests; a page that knows it will need everything). */
  preload(): Promise<void>;
  readonly definitions: readonly BehaviorDefinition[];
}

export interface RegistryOptions {
  /** The browser as the features meet it; the real one unless a test gives its own. */
  platform?: Platform;
  /** What attaches and detaches content a feature brings, for every behaviour of the page: Drupal, under Drupal; this registry by default. */
  host?: BehaviorsHost | undefined;
}

/**
 * The page's load event (at once when it is past). Whatever the strategy, a behaviour's code is fetched
 * only after it: before the load event a page receives only the eager part, and its own images and styles
 * come first. What a behaviour changes at the first paint is laid out in CSS; a click before then is held
 * and fetches the code at once.
 */
const pageLoaded = () =>
  new Promise((loaded) => (document.readyState === 'complete' ? loaded(0) : window.addEventListener('load', loaded, { once: true })));

/** Reuses one query result while Drupal runs its behaviours one by one over the same context. */
function sharedQuery(find: (context: Context) => Found) {
  let shared: { context: Context; found: Found; served: Set<BehaviorDefinition> } | undefined;
  return (context: Context, definition: BehaviorDefinition): HTMLElement[] => {
    // The same behaviour asking again means a new round (a later attach): query afresh.
    let current = shared;
    if (current?.context !== context || current.served.has(definition)) {
      const fresh = { context, found: find(context), served: new Set<BehaviorDefinition>() };
      shared = current = fresh;
      queueMicrotask(() => {
        if (shared === fresh) shared = undefined;
      });
    }
    current.served.add(definition);
    return current.found.get(definition) ?? [];
  };
}

/** The registry's record of one behaviour: its mounts, the elements waiting for it, its code once loaded. */
class Behavior {
  readonly onceId: string;
  /** Mounts with something to undo. */
  readonly mounts = new WeakMap<Element, Mount>();
  /** Elements waiting for the code or their moment: what takes each off the wait. */
  readonly waiting = new WeakMap<Element, () => void>();
  /** Elements it left as they are: the wrong kind, a missing part, a mount that failed. */
  readonly refused = new WeakSet<Element>();
  /** How many elements its answers (`on`) answer, and what takes them off the page when none is left. */
  answering = 0;
  silence: (() => void) | undefined;
  readonly report: (error: unknown) => void;
  readonly definition: BehaviorDefinition;
  loaded: Loaded | undefined;
  #loading: Promise<Loaded> | undefined;

  constructor(
    definition: BehaviorDefinition,
    private readonly platform: Platform,
  ) {
    this.definition = definition;
    this.onceId = `kurzus-${definition.name}`;
    this.report = (error) => reportError(definition.name, error);
  }

  /** Loads the code once; a failed load is forgotten, so the next attempt (a click, the next attach) tries again. */
  load(): Promise<Loaded> {
    if (this.loaded) return Promise.resolve(this.loaded);
    return (this.#loading ??= loadFeature(this.definition, this.platform).then(
      (loaded) => (this.loaded = loaded),
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    ));
  }

  owns(element: Element): boolean {
    return isMarked(this.onceId, element) && !this.waiting.has(element) && !this.refused.has(element);
  }

  settingsOf({ feature, mounting }: Loaded, settings: DrupalSettings): object {
    const { name } = this.definition;
    return feature.settings
      ? mounting.resolveSettings(feature.settings, settings, (key, message) => warn(this.platform, name, key, message))
      : {};
  }
}

export function createRegistry(
  definitions: readonly BehaviorDefinition[],
  currentSettings: () => DrupalSettings,
  options: RegistryOptions = {},
): Registry {
  // In development and tests, as defineBehavior's check.
  if (process.env.NODE_ENV !== 'production') {
    const names = new Set<string>();
    for (const { name } of definitions) {
      if (names.has(name)) throw new RangeError(`Behaviour "${name}" is defined twice.`);
      names.add(name);
    }
  }
  return new BehaviorRegistry(definitions, currentSettings, options);
}

/**
 * Its public methods are bound (arrow properties): hosts pass `registry.attach` around on its own. It is
 * its mounts' runtime too: everything of the page they share lives here, in the instance.
 */
class BehaviorRegistry implements Registry, Runtime {
  readonly #records: Map<BehaviorDefinition, Behavior>;
  readonly #pending = new Set<Promise<unknown>>();
  readonly delegation = new Delegation();
  readonly viewport = new Viewport();
  readonly #held: HeldClicks;
  readonly platform: Platform;
  readonly host: BehaviorsHost;
  widgets: Widgets | undefined;
  ids = 0;
  readonly #find: (context: Context) => Found;
  readonly #attachShared = sharedQuery((context) => this.#find(context));
  readonly #detachShared = sharedQuery((context) => findMarked(context, this.definitions));

  constructor(
    readonly definitions: readonly BehaviorDefinition[],
    private readonly currentSettings: () => DrupalSettings,
    { platform = browserPlatform(), host }: RegistryOptions,
  ) {
    this.platform = platform;
    this.#find = elementFinder(definitions);
    this.#records = new Map(definitions.map((definition) => [definition, new Behavior(definition, platform)]));
    this.host = host ?? { attachBehaviors: this.attach, detachBehaviors: this.detach };
    this.#held = new HeldClicks(this);
  }

  attachBehavior = (definition: BehaviorDefinition, context: Context, settings: DrupalSettings): void => {
    const record = this.#records.get(definition);
    if (record) this.#attachElements(record, this.#attachShared(context, definition), settings);
  };

  detachBehavior = (definition: BehaviorDefinition, context: Context, _settings: DrupalSettings, trigger: DetachTrigger): void => {
    const record = this.#records.get(definition);
    if (record) this.#detachElements(record, this.#detachShared(context, definition), trigger);
  };

  attach = (context: Context = document, settings: DrupalSettings = this.currentSettings()): void => {
    const found = this.#find(context);
    this.#each((record) => this.#attachElements(record, found.get(record.definition) ?? [], settings));
  };

  detach = (context: Context = document, _settings?: DrupalSettings, trigger: DetachTrigger = 'unload'): void => {
    const found = findMarked(context, this.definitions);
    this.#each((record) => this.#detachElements(record, found.get(record.definition) ?? [], trigger));
  };

  behaviors = (settings: DrupalSettings = this.currentSettings()): BehaviorInfo[] =>
    this.definitions.map((definition) => {
      const record = this.#records.get(definition);
      return {
        name: definition.name,
        selector: selectorOf(definition),
        strategy: definition.strategy ?? 'eager',
        settings: record?.loaded && record.settingsOf(record.loaded, settings),
      };
    });

  preload = async (): Promise<void> => {
    await Promise.all([...this.#records.values()].map((record) => record.load()));
  };

  settled = async (): Promise<void> => {
    // A mount that finishes may start others (attach from inside a widget): wait until none is left.
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  };

  #track(promise: Promise<unknown>): void {
    this.#pending.add(promise);
    void promise.finally(() => this.#pending.delete(promise));
  }

  #each(run: (record: Behavior) => void): void {
    for (const record of this.#records.values()) {
      try {
        run(record);
      } catch (error) {
        record.report(error);
      }
    }
  }

  /** Mounts one element; returns the mount's promise when the mount itself is async. */
  #mountOne(record: Behavior, loaded: Loaded, element: HTMLElement, settings: DrupalSettings, resolved: () => object) {
    const { feature, mounting } = loaded;
    const { name } = record.definition;
    const context = mounting.contextOf(this, record, loaded, element, settings, resolved);
    const { report, refused } = record;
    if (!context) return void refused.add(element);
    let later: Promise<unknown> | undefined;
    try {
      const result = feature.mount?.(element, context);
      // An async mount's cleanup arrives later; one that arrives after a detach runs at once.
      if (result instanceof Promise) {
        later = result.then((cleanup) => cleanup && context.defer(cleanup), report);
        // Until an async mount is done, a click on the element is held like any other early click.
        const mounted = later.then(() => undefined);
        const release = this.#held.wait(element, { behavior: name, begin: () => mounted });
        context.defer(release);
        this.#track(later.finally(release));
      } else if (result) context.defer(result);
    } catch (error) {
      report(error);
      context.dispose(report);
      return void refused.add(element);
    }
    mounting.mounted(this, record, loaded, element, this.currentSettings);
    // Per-element state only where there is something to undo.
    if (later || context.holds) record.mounts.set(element, context);
    return later;
  }

  /** Mounts these elements now, each with the settings resolved once for all. */
  #mountEach(record: Behavior, loaded: Loaded, elements: readonly HTMLElement[], settings: DrupalSettings) {
    let resolved: object | undefined;
    const memo = () => (resolved ??= record.settingsOf(loaded, settings));
    const finishing: Promise<unknown>[] = [];
    const fit = loaded.mounting.fitting(this.platform, record.definition, elements, record.refused);
    for (let index = 0; index < fit.length; index++) {
      const element = fit[index]!;
      const later = this.#mountOne(record, loaded, element, settings, memo);
      if (later) finishing.push(later);
    }
    return Promise.all(finishing);
  }

  /** Mounts the elements still waiting once the code is here; a held click is replayed after async mounts finish. */
  #mountWaiting(record: Behavior, loaded: Loaded, started: readonly Element[], settings: DrupalSettings) {
    const ready: HTMLElement[] = [];
    for (const element of started as HTMLElement[]) {
      const stop = record.waiting.get(element);
      if (!stop) continue; // detached, or mounted by a click meanwhile
      stop();
      ready.push(element);
    }
    return this.#mountEach(record, loaded, ready, settings);
  }

  /** Mounts now where the code is here and the strategy says now; else waits, holding clicks meanwhile. */
  #mountAll(record: Behavior, elements: HTMLElement[], settings: DrupalSettings) {
    const { definition, waiting } = record;
    const strategy = definition.strategy ?? 'eager';
    // An async mount tracks its own promise and reports its own failure. `intent` waits only for the code:
    // once here, what an attach brings (a form an update replaced) mounts at once.
    if (record.loaded && (strategy === 'eager' || strategy === 'intent'))
      return void this.#mountEach(record, record.loaded, elements, settings);
    const start = (started: Element[]) =>
      this.#track(
        pageLoaded()
          .then(() => record.load())
          .then(
            (loaded) => this.#mountWaiting(record, loaded, started, settings),
            () => undefined,
          ),
      );
    // Starting only begins a load: every element below is waiting before any of them mounts.
    const cancel = schedules[strategy](elements, start, this);
    for (const element of elements) {
      // A click loads the code now; if it cannot come, the control falls back to its link.
      const begin = () => {
        const loading = record.load();
        this.#track(loading.catch(() => undefined));
        return loading.then((loaded) => this.#mountWaiting(record, loaded, [element], settings)).then(() => undefined);
      };
      // A form's own controls work without its code (a submit still submits), and the page's clicks are not
      // a page-wide behaviour's (page view, scroll marker): a click inside is not held for them, except on
      // the controls the behaviour answers.
      const { name: behavior, answers } = definition;
      const release = this.#held.wait(element, { behavior, begin, passive: element.matches('form, body'), answers });
      waiting.set(element, () => {
        waiting.delete(element);
        release();
        cancel(element);
      });
    }
  }

  #attachElements(record: Behavior, elements: HTMLElement[], settings: DrupalSettings) {
    if (elements.length === 0) return;
    const { definition } = record;
    // Where Drupal core already does this on the page, the bundle's twin stays out of the way.
    if (definition.unless && coreCapabilities()[definition.unless]) return;
    const { accepts } = definition;
    const accepted = accepts ? elements.filter((element) => accepts(element, settings)) : elements;
    const fresh = markOnce(record.onceId, accepted);
    if (fresh.length > 0) this.#mountAll(record, fresh, settings);
  }

  #detachElements(record: Behavior, elements: HTMLElement[], trigger: DetachTrigger) {
    // 'move' and 'serialize' keep everything mounted (a form about to be sent keeps its widgets); only 'unload' takes it down.
    if (trigger !== 'unload') return;
    for (const element of elements) {
      if (!unmarkOnce(record.onceId, element)) continue;
      const stopWaiting = record.waiting.get(element);
      stopWaiting?.();
      record.mounts.get(element)?.dispose(record.report);
      record.mounts.delete(element);
      // A mounted element (not waiting, not refused) was one its answers answered.
      if (!stopWaiting && !record.refused.delete(element) && record.answering > 0 && --record.answering === 0) record.silence?.();
    }
  }
}
