import type { Mount } from './context.ts';
import { loadedFeature, loadFeature, mounting, onceId, selectorOf } from './define.ts';
import { coreCapabilities } from './host/drupal.ts';
import { reportError, warn } from './log.ts';
import { markOnce, unmarkOnce } from './once.ts';
import { wait } from './pending.ts';
import { findElements, findMarked, type Found } from './query.ts';
import { schedules } from './strategies.ts';
import type { BehaviorDefinition, DetachTrigger, DrupalSettings, ElementKind, Feature } from './types.ts';

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

const kinds: Record<Exclude<ElementKind, 'any'>, [(element: Element) => boolean, string]> = {
  link: [(element) => element instanceof HTMLAnchorElement && Boolean(element.getAttribute('href')), 'a link with an href'],
  form: [(element) => element instanceof HTMLFormElement, 'a form'],
  button: [(element) => element instanceof HTMLButtonElement, 'a button'],
  media: [(element) => element instanceof HTMLImageElement || element instanceof HTMLIFrameElement, 'an img or an iframe'],
};

// The parts of a feature that names none: one object for every such mount.
const noParts = Object.freeze({});

/** The element contract: elements of the wrong kind warn (once per page) and are left alone. */
function fitting(definition: BehaviorDefinition, elements: HTMLElement[]): HTMLElement[] {
  if (!definition.element || definition.element === 'any') return elements;
  const [fits, kind] = kinds[definition.element];
  const fit = elements.filter(fits);
  if (fit.length < elements.length) warn(definition.name, 'element', `should be ${kind}; left as it is.`);
  return fit;
}

/** Reuses one query result while Drupal runs its behaviours one by one over the same context. */
function sharedQuery(find: (context: Context) => Found) {
  let shared: { context: Context; found: Found; served: Set<BehaviorDefinition> } | undefined;
  return (context: Context, definition: BehaviorDefinition): HTMLElement[] => {
    // The same behaviour asking again means a new round (a later attach): query afresh.
    if (shared?.context !== context || shared.served.has(definition)) {
      const fresh = { context, found: find(context), served: new Set<BehaviorDefinition>() };
      shared = fresh;
      queueMicrotask(() => {
        if (shared === fresh) shared = undefined;
      });
    }
    shared.served.add(definition);
    return shared.found.get(definition) ?? [];
  };
}

export function createRegistry(definitions: readonly BehaviorDefinition[], currentSettings: () => DrupalSettings): Registry {
  const names = new Set<string>();
  for (const { name } of definitions) {
    if (names.has(name)) throw new RangeError(`Behaviour "${name}" is defined twice.`);
    names.add(name);
  }
  return new BehaviorRegistry(definitions, currentSettings);
}

/** Its public methods are bound (arrow properties): hosts pass `registry.attach` around on its own. */
class BehaviorRegistry implements Registry {
  // Per behaviour: mounts with something to undo, and elements still waiting for their code or moment.
  private readonly mounts: Map<string, WeakMap<Element, Mount>>;
  private readonly waiting: Map<string, WeakMap<Element, () => void>>;
  private readonly pending = new Set<Promise<unknown>>();
  // Per behaviour, what reports its errors: made once, not for every element mounted.
  private readonly reporters: Map<string, (error: unknown) => void>;
  private readonly attachShared = sharedQuery((context) => findElements(context, this.definitions));
  private readonly detachShared = sharedQuery((context) => findMarked(context, this.definitions));

  constructor(
    readonly definitions: readonly BehaviorDefinition[],
    private readonly currentSettings: () => DrupalSettings,
  ) {
    this.mounts = new Map(definitions.map((definition) => [definition.name, new WeakMap()]));
    this.waiting = new Map(definitions.map((definition) => [definition.name, new WeakMap()]));
    this.reporters = new Map(definitions.map(({ name }) => [name, (error: unknown) => reportError(name, error)]));
  }

  attachBehavior = (definition: BehaviorDefinition, context: Context, settings: DrupalSettings): void =>
    this.attachElements(definition, this.attachShared(context, definition), settings);

  detachBehavior = (definition: BehaviorDefinition, context: Context, _settings: DrupalSettings, trigger: DetachTrigger): void =>
    this.detachElements(definition, this.detachShared(context, definition), trigger);

  attach = (context: Context = document, settings: DrupalSettings = this.currentSettings()): void => {
    const found = findElements(context, this.definitions);
    this.each((definition) => this.attachElements(definition, found.get(definition) ?? [], settings));
  };

  detach = (context: Context = document, _settings?: DrupalSettings, trigger: DetachTrigger = 'unload'): void => {
    const found = findMarked(context, this.definitions);
    this.each((definition) => this.detachElements(definition, found.get(definition) ?? [], trigger));
  };

  behaviors = (settings: DrupalSettings = this.currentSettings()): BehaviorInfo[] =>
    this.definitions.map((definition) => {
      const feature = loadedFeature(definition);
      return {
        name: definition.name,
        selector: selectorOf(definition),
        strategy: definition.strategy ?? 'eager',
        settings: feature ? this.settingsOf(definition, feature, settings) : undefined,
      };
    });

  preload = async (): Promise<void> => {
    await Promise.all(this.definitions.map((definition) => loadFeature(definition)));
  };

  settled = async (): Promise<void> => {
    // A mount that finishes may start others (attach from inside a widget): wait until none is left.
    while (this.pending.size > 0) await Promise.all(this.pending);
  };

  private track(promise: Promise<unknown>): void {
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
  }

  private each(run: (definition: BehaviorDefinition) => void): void {
    for (const definition of this.definitions) {
      try {
        run(definition);
      } catch (error) {
        reportError(definition.name, error);
      }
    }
  }

  // Both run only for a loaded feature, so the mount machinery is here.
  private settingsOf(definition: BehaviorDefinition, feature: Feature, settings: DrupalSettings): object {
    return feature.settings
      ? mounting!.resolveSettings(feature.settings, settings, (key, message) => warn(definition.name, key, message))
      : {};
  }

  /** Mounts one element; returns the mount's promise when it is async (its code loads first). */
  private mountOne(
    definition: BehaviorDefinition,
    feature: Feature,
    element: HTMLElement,
    settings: DrupalSettings,
    resolved: () => object,
  ) {
    const parts = feature.parts ? mounting!.partsOf(definition, feature, element) : noParts;
    if (!parts) return undefined;
    const context = new mounting!.Mount(definition.name, element, resolved(), parts, settings);
    const report = this.reporters.get(definition.name)!;
    let later: Promise<unknown> | undefined;
    try {
      const result = feature.mount(element, context);
      // An async mount's cleanup arrives later; one that arrives after a detach runs at once.
      if (result instanceof Promise) {
        later = result.then((cleanup) => cleanup && context.defer(cleanup), report);
        // Until an async mount has its code, a click on the element is held like any other early click.
        const mounted = later.then(() => undefined);
        const release = wait(element, { behavior: definition.name, onInteraction: false, begin: () => mounted });
        context.defer(release);
        this.track(later.finally(release));
      } else if (result) context.defer(result);
    } catch (error) {
      report(error);
      context.dispose(report);
      return undefined;
    }
    // Per-element state only where there is something to undo.
    if (later || context.holds) this.mounts.get(definition.name)!.set(element, context);
    return later;
  }

  /** Mounts the elements still waiting once the code is here; a held click is replayed after async mounts finish. */
  private mountWaiting(definition: BehaviorDefinition, feature: Feature, started: readonly Element[], settings: DrupalSettings) {
    const waits = this.waiting.get(definition.name)!;
    let resolved: object | undefined;
    const memo = () => (resolved ??= this.settingsOf(definition, feature, settings));
    const finishing: Promise<unknown>[] = [];
    for (const element of started as HTMLElement[]) {
      const stop = waits.get(element);
      if (!stop) continue; // detached, or mounted by a click meanwhile
      stop();
      const later = this.mountOne(definition, feature, element, settings, memo);
      if (later) finishing.push(later);
    }
    return Promise.all(finishing);
  }

  /** Mounts now where the code is here and the strategy says now; else waits, holding clicks meanwhile. */
  private mountAll(definition: BehaviorDefinition, elements: HTMLElement[], settings: DrupalSettings) {
    const ready = loadedFeature(definition);
    const strategy = definition.strategy ?? 'eager';
    if (ready && strategy === 'eager') {
      let resolved: object | undefined;
      const memo = () => (resolved ??= this.settingsOf(definition, ready, settings));
      // An async mount tracks its own promise and reports its own failure.
      for (const element of elements) void this.mountOne(definition, ready, element, settings, memo);
      return;
    }
    const waits = this.waiting.get(definition.name)!;
    const start = (started: Element[]) =>
      this.track(
        loadFeature(definition).then(
          (feature) => this.mountWaiting(definition, feature, started, settings),
          () => undefined,
        ),
      );
    // A click's load tries twice before the runtime falls back to the link.
    const begin = (element: Element) => () => {
      const loading = loadFeature(definition).catch(() => loadFeature(definition));
      this.track(loading.catch(() => undefined));
      return loading.then((feature) => this.mountWaiting(definition, feature, [element], settings)).then(() => undefined);
    };
    for (const element of elements) {
      // A form's own controls work without its code (a submit still submits): a click inside is not held.
      const release =
        element instanceof HTMLFormElement && strategy !== 'interaction'
          ? () => {}
          : wait(element, { behavior: definition.name, onInteraction: strategy === 'interaction', begin: begin(element) });
      waits.set(element, () => {
        waits.delete(element);
        release();
        cancel(element);
      });
    }
    const cancel = schedules[strategy](elements, start);
  }

  private attachElements(definition: BehaviorDefinition, elements: HTMLElement[], settings: DrupalSettings) {
    if (elements.length === 0) return;
    // Where Drupal core already does this on the page, the bundle's twin stays out of the way.
    if (definition.unless && coreCapabilities()[definition.unless]) return;
    const fresh = markOnce(onceId(definition), elements);
    if (fresh.length > 0) this.mountAll(definition, fitting(definition, fresh), settings);
  }

  private detachElements(definition: BehaviorDefinition, elements: HTMLElement[], trigger: DetachTrigger) {
    const report = this.reporters.get(definition.name)!;
    if (trigger === 'serialize') {
      const feature = loadedFeature(definition);
      for (const element of elements) {
        try {
          feature?.serialize?.(element);
        } catch (error) {
          report(error);
        }
      }
    }
    // 'move' and 'serialize' keep everything mounted; only 'unload' takes it down.
    if (trigger !== 'unload') return;
    const id = onceId(definition);
    const mounted = this.mounts.get(definition.name)!;
    const waits = this.waiting.get(definition.name)!;
    for (const element of elements) {
      if (!unmarkOnce(id, element)) continue;
      waits.get(element)?.();
      mounted.get(element)?.dispose(report);
      mounted.delete(element);
    }
  }
}
