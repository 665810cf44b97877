import type { DrupalSettings } from '#behaviors';

type Context = Document | Element;

interface BehaviorsHost {
  attachBehaviors?(context: Context, settings: DrupalSettings): void;
  detachBehaviors?(context: Context, settings: DrupalSettings, trigger: string): void;
}

/** Drupal core's attach/detach when core is on the page (so every module's behaviours run), else the bundle's own. */
function host(): BehaviorsHost {
  const core = window.Drupal as BehaviorsHost | undefined;
  if (typeof core?.attachBehaviors === 'function' && typeof core.detachBehaviors === 'function') return core;
  return {
    attachBehaviors: (context, settings) => window.Kurzus?.attach(context, settings),
    detachBehaviors: (context, settings, trigger) => window.Kurzus?.detach(context, settings, trigger as 'unload' | 'serialize'),
  };
}

export const attachBehaviors = (context: Context, settings: DrupalSettings) => host().attachBehaviors?.(context, settings);

export const detachBehaviors = (context: Context, settings: DrupalSettings, trigger: 'unload' | 'serialize' = 'unload') =>
  host().detachBehaviors?.(context, settings, trigger);
