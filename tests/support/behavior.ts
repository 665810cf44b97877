import { defineFeature, type BehaviorDefinition, type Feature, type FeatureContext, type Widget } from '#behaviors';
import { vi } from 'vitest';
import { defineBehavior } from '#behaviors/manifest';

/**
 * A behaviour declared the way every feature of the bundle is: a manifest entry whose loader gives a
 * module with the feature as its default export. Its code arrives with the next microtask, as an import
 * already fetched would; attach, then `await registry.settled()`.
 */
export function behavior(entry: Omit<BehaviorDefinition, 'load'>, feature: Feature): BehaviorDefinition {
  return defineBehavior({ ...entry, load: async () => ({ default: feature }) });
}

/**
 * Another feature's dialog (`data-kurzus="opens-dialog"`), opened at each click (and, with `atStart`, as the
 * page starts); its code never arrives, so it stays open until `current()` is closed. For the one-modal rule.
 */
export function dialogOpener({ atStart = false } = {}) {
  let dialog: Widget<object> | undefined;
  const open = (context: FeatureContext) => (dialog = context.open({ load: () => new Promise<never>(() => {}), props: () => ({}) }));
  const definition = behavior(
    { name: 'opens-dialog' },
    defineFeature({
      on: { click: (_event, _element, context) => open(context) },
      mount(_element, context) {
        if (atStart) open(context);
      },
    }),
  );
  return { definition, current: () => dialog! };
}

/**
 * Until an in-page modal (`inPageModal`) holds focus: its focus code imported, then a frame and a task,
 * since the trap takes hold after the frame that shows the modal. Before it, Tab does not wrap and a
 * press outside does not close.
 */
export async function focusHeld() {
  await vi.dynamicImportSettled();
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
}
