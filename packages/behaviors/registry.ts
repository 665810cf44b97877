import bundledOnce from '@drupal/once';
import { track } from './analytics.ts';
import { onceId, selectorOf } from './define.ts';
import { reportError, warn } from './log.ts';
import { resolveSettings } from './settings/resolve.ts';
import { strategies } from './strategies.ts';
import type { BehaviorDefinition, Cleanup, DetachTrigger, DrupalSettings, MountContext } from './types.ts';

declare global {
  interface Window {
    once?: typeof bundledOnce;
  }
}

type Context = Document | Element;

interface Instance {
  readonly controller: AbortController;
  cancelSchedule: () => void;
  cleanup?: Cleanup;
}

export interface BehaviorInfo {
  name: string;
  selector: string;
  strategy: string;
  settings: unknown;
}

export interface Registry {
  attach(context?: Context, settings?: DrupalSettings): void;
  detach(context?: Context, settings?: DrupalSettings, trigger?: DetachTrigger): void;
  attachBehavior(definition: BehaviorDefinition, context: Context, settings: DrupalSettings): void;
  detachBehavior(definition: BehaviorDefinition, context: Context, settings: DrupalSettings, trigger: DetachTrigger): void;
  behaviors(settings?: DrupalSettings): BehaviorInfo[];
  /** Resolves once every mount started so far has finished (mounts that load their code are async). */
  settled(): Promise<void>;
  readonly definitions: readonly BehaviorDefinition[];
}

/** The page's `once` (core/once) when Drupal loaded it, else the bundled copy: both keep state in data-once. */
const once = () => (typeof window.once === 'function' ? window.once : bundledOnce);

/** Elements in the context that match, the context itself included (as Drupal behaviours expect). */
function within(context: Context, selector: string): HTMLElement[] {
  const found = Array.from(context.querySelectorAll<HTMLElement>(selector));
  if (context instanceof HTMLElement && context.matches(selector)) found.unshift(context);
  return found;
}

function settle(name: string, cleanup: Cleanup | void) {
  try {
    cleanup?.();
  } catch (error) {
    reportError(name, error);
  }
}

export function createRegistry(definitions: readonly BehaviorDefinition[], currentSettings: () => DrupalSettings): Registry {
  const names = new Set<string>();
  for (const { name } of definitions) {
    if (names.has(name)) throw new RangeError(`Behaviour "${name}" is defined twice.`);
    names.add(name);
  }
  const instances = new WeakMap<Element, Map<string, Instance>>();
  const pending = new Set<Promise<void>>();

  function settingsFor(definition: BehaviorDefinition, settings: DrupalSettings) {
    return definition.settings
      ? resolveSettings(definition.settings, settings, (key, message) => warn(definition.name, key, message))
      : {};
  }

  function mountOne(definition: BehaviorDefinition, element: HTMLElement, resolved: unknown, settings: DrupalSettings) {
    const { name } = definition;
    const controller = new AbortController();
    const instance: Instance = { controller, cancelSchedule: () => {} };
    const context: MountContext<object> = {
      name,
      settings: resolved as object,
      drupalSettings: settings,
      signal: controller.signal,
      warn: (key, message) => warn(name, key, message),
      track: (event, params) => track(event, params, settings),
    };
    const keep = (cleanup: Cleanup | void) => {
      // Mounted after a detach already came: undo at once.
      if (controller.signal.aborted) settle(name, cleanup);
      else instance.cleanup = cleanup ?? undefined;
    };
    let started: Promise<void> | undefined;
    const start = () => {
      if (started) return started;
      started = (async () => {
        try {
          const result = definition.mount(element, context);
          keep(result instanceof Promise ? await result : result);
        } catch (error) {
          reportError(name, error);
        }
      })();
      pending.add(started);
      void started.finally(() => pending.delete(started!));
      return started;
    };
    let byElement = instances.get(element);
    if (!byElement) instances.set(element, (byElement = new Map()));
    byElement.set(name, instance);
    instance.cancelSchedule = strategies[definition.strategy ?? 'eager'](element, start);
  }

  function attachBehavior(definition: BehaviorDefinition, context: Context, settings: DrupalSettings) {
    const elements = once()(onceId(definition), within(context, selectorOf(definition))) as HTMLElement[];
    if (elements.length === 0) return;
    const resolved = settingsFor(definition, settings);
    for (const element of elements) {
      try {
        mountOne(definition, element, resolved, settings);
      } catch (error) {
        reportError(definition.name, error);
      }
    }
  }

  function detachBehavior(definition: BehaviorDefinition, context: Context, _settings: DrupalSettings, trigger: DetachTrigger) {
    const id = onceId(definition);
    const marked = within(context, `[data-once~="${id}"]`);
    if (trigger === 'serialize') {
      for (const element of marked) {
        try {
          definition.serialize?.(element);
        } catch (error) {
          reportError(definition.name, error);
        }
      }
    }
    // 'move' and 'serialize' keep everything mounted; only 'unload' takes it down.
    if (trigger !== 'unload') return;
    for (const element of once().remove(id, marked)) {
      const instance = instances.get(element)?.get(definition.name);
      instances.get(element)?.delete(definition.name);
      if (!instance) continue;
      instance.cancelSchedule();
      instance.controller.abort();
      settle(definition.name, instance.cleanup);
    }
  }

  function eachBehavior(run: (definition: BehaviorDefinition) => void) {
    for (const definition of definitions) {
      try {
        run(definition);
      } catch (error) {
        reportError(definition.name, error);
      }
    }
  }

  return {
    definitions,
    attachBehavior,
    detachBehavior,
    attach(context = document, settings = currentSettings()) {
      eachBehavior((definition) => attachBehavior(definition, context, settings));
    },
    detach(context = document, settings = currentSettings(), trigger = 'unload') {
      eachBehavior((definition) => detachBehavior(definition, context, settings, trigger));
    },
    behaviors(settings = currentSettings()) {
      return definitions.map((definition) => ({
        name: definition.name,
        selector: selectorOf(definition),
        strategy: definition.strategy ?? 'eager',
        settings: settingsFor(definition, settings),
      }));
    },
    async settled() {
      // A mount that finishes may start others (attach from inside a widget): wait until none is left.
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
