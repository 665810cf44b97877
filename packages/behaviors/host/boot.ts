import { warn } from '../log.ts';
import { browserPlatform } from '../platform.ts';
import { createRegistry, type BehaviorInfo, type Registry } from '../registry.ts';
import { unionSelector } from '../query.ts';
import { readSettingsJson } from '../settings/loader.ts';
import type { BehaviorDefinition, BehaviorsHost, DetachTrigger, DrupalSettings } from '../types.ts';
import { coreCapabilities, drupal, type DrupalGlobal } from './drupal.ts';

type Context = Document | Element;

/** What `window.Kurzus` offers devtools and pages without Drupal. */
export interface KurzusGlobal {
  attach(context?: Context, settings?: DrupalSettings): void;
  detach(context?: Context, settings?: DrupalSettings, trigger?: DetachTrigger): void;
  behaviors(): BehaviorInfo[];
  /** Loads every behaviour's code now, so `behaviors()` tells the settings in force of each. */
  preload(): Promise<void>;
  host(): ReturnType<typeof coreCapabilities>;
}

declare global {
  interface Window {
    Kurzus?: KurzusGlobal;
  }
}

function whenReady(run: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/** `ticket` → `kurzusTicket`: one Drupal behaviour per feature, so a site can drop or override one alone. */
const drupalName = (name: string) => 'kurzus' + name.replace(/(^|-)([a-z])/g, (_, _dash, letter: string) => letter.toUpperCase());

function registerWithDrupal(core: DrupalGlobal, registry: Registry) {
  for (const definition of registry.definitions) {
    core.behaviors[drupalName(definition.name)] = {
      attach: (context, settings) => registry.attachBehavior(definition, context, settings),
      detach: (context, settings, trigger) => registry.detachBehavior(definition, context, settings, trigger as DetachTrigger),
    };
  }
}

/**
 * Without Drupal, content added or removed later by any script is attached or detached here: nobody else
 * would call attach for it. A node that was only moved is still connected, and is left alone. Each batch
 * of changes is checked once against the union of every behaviour's selector (and the once marker), so
 * content no behaviour cares about costs one `matches` and one query per added subtree. Returns what an
 * explicit attach calls first: the changes not yet delivered are handled then, and what lies inside the
 * attached context is left to that attach instead of being looked at twice.
 */
function followChanges(registry: Registry): (context: Context) => void {
  const wanted = unionSelector(registry.definitions);
  const has = (node: Element, selector: string) => node.matches(selector) || node.querySelector(selector) !== null;
  const handle = (records: MutationRecord[], covered?: Context) => {
    const removed: Element[] = [];
    const added: Element[] = [];
    for (const record of records) {
      for (const node of record.removedNodes) if (node instanceof Element && !node.isConnected) removed.push(node);
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected && !covered?.contains(node)) added.push(node);
    }
    for (const node of removed) if (has(node, '[data-once]')) registry.detach(node);
    for (const node of added) if (has(node, wanted)) registry.attach(node);
  };
  const observer = new MutationObserver((records) => handle(records));
  observer.observe(document.body, { childList: true, subtree: true });
  return (context) => handle(observer.takeRecords(), context);
}

/**
 * Starts the bundle on this page. With Drupal, every feature becomes a Drupal behaviour and Drupal attaches
 * it; without, the bundle is its own small host: settings from the page's JSON, `html.js`, attach on DOM
 * ready and on content added later. Either way attach is idempotent, so a late-loaded bundle attaches
 * itself once the DOM is ready and nothing is mounted twice.
 */
export function boot(definitions: readonly BehaviorDefinition[]): KurzusGlobal {
  const platform = browserPlatform();
  if (window.Kurzus) {
    // Both builds on one page (the module and the classic library): one copy is enough.
    warn(
      platform,
      'kurzus',
      'libraries',
      'loaded the bundle a second time (module and classic build both attached?); the second copy does nothing.',
    );
    return window.Kurzus;
  }
  const core = drupal();
  let standaloneSettings: DrupalSettings = {};
  const currentSettings = () => (core ? (window.drupalSettings ?? {}) : standaloneSettings);
  let flushChanges: ((context: Context) => void) | undefined;
  // New content a feature brings (an in-page update) goes through every module's behaviours under Drupal.
  // (core's drupal.js defines attachBehaviors and detachBehaviors with its behaviors)
  const registry = createRegistry(definitions, currentSettings, { host: core as BehaviorsHost | undefined, platform });

  if (core) {
    registerWithDrupal(core, registry);
    whenReady(() => registry.attach(document));
  } else {
    document.documentElement.classList.add('js');
    whenReady(() => {
      standaloneSettings = readSettingsJson(document, platform);
      registry.attach(document);
      flushChanges = followChanges(registry);
    });
  }

  const api: KurzusGlobal = {
    attach: (context = document, settings) => {
      flushChanges?.(context);
      registry.attach(context, settings);
    },
    detach: registry.detach,
    behaviors: () => registry.behaviors(),
    preload: registry.preload,
    host: coreCapabilities,
  };
  window.Kurzus = api;
  return api;
}
