import type { ComponentType } from 'react';
import { WIDGET_ATTRIBUTE } from '../fallback.ts';
import { reportError } from '../log.ts';
import type { IslandEntry, IslandsRoot } from './root.tsx';

/** Loads a widget's component: `() => import('./Widget.tsx').then((m) => m.Widget)`. */
export type WidgetLoader<P> = () => Promise<ComponentType<P>>;

export interface Island<P> {
  /** Re-renders the widget with new props. */
  update(props: P): void;
  /** Takes the widget down synchronously (Drupal detaches before it swaps content). */
  unmount(): void;
}

export interface IslandOptions {
  /** Names the widget in error reports. */
  name: string;
  /** The element the widget renders into, after its children; a new element at the end of body if absent. */
  target?: Element;
}

// One React root for the page; each island is a portal from it. React loads with the first island and
// the root goes away with the last, so a detached page holds no React tree.
const entries = new Map<number, IslandEntry>();
let rootLoading: Promise<IslandsRoot> | undefined;
let root: IslandsRoot | undefined;
let pending = 0;
let nextId = 0;

function loadRoot(): Promise<IslandsRoot> {
  rootLoading ??= import('./root.tsx').then(({ createIslandsRoot }) => (root = createIslandsRoot(entries)));
  return rootLoading;
}

function releaseIfIdle() {
  if (entries.size > 0 || pending > 0 || !root) return;
  root.unmount();
  root = undefined;
  rootLoading = undefined;
}

/** Fetches React and the islands root (which every widget shares) before a widget is needed. */
export function preloadRoot(): void {
  // A failure here is reported by the render that follows, if one does.
  void import('./root.tsx').catch(() => undefined);
}

/** Fetches React and a widget's code before it is needed, for example on hover or focus. */
export function preloadIsland(load: WidgetLoader<never>): void {
  preloadRoot();
  void load().catch(() => undefined);
}

/**
 * Renders a widget as an island: its code and React load on first use, and a widget asked for before
 * they arrive shows as soon as they do. Nothing here imports React, so the eager bundle stays without it.
 */
export function renderIsland<P extends object>(load: WidgetLoader<P>, props: P, options: IslandOptions): Island<P> {
  const id = nextId++;
  const ownTarget = options.target ? undefined : document.body.appendChild(document.createElement('div'));
  // What a widget renders is the bundle's own: attach never mounts behaviours inside it.
  ownTarget?.setAttribute(WIDGET_ATTRIBUTE, options.name);
  const target = options.target ?? (ownTarget as HTMLElement);
  let current = props;
  let gone = false;

  pending++;
  Promise.all([loadRoot(), load()]).then(
    ([islands, component]) => {
      pending--;
      if (gone) return releaseIfIdle();
      // The entry holds widgets of every props type; each is rendered only with its own props.
      entries.set(id, { name: options.name, component: component as ComponentType<object>, props: current, target });
      islands.render();
    },
    (error: unknown) => {
      pending--;
      reportError(options.name, error);
      releaseIfIdle();
    },
  );

  return {
    update(props) {
      current = props;
      const entry = entries.get(id);
      if (!entry) return;
      entry.props = props;
      root?.render();
    },
    unmount() {
      if (gone) return;
      gone = true;
      if (entries.delete(id)) root?.renderSync();
      ownTarget?.remove();
      releaseIfIdle();
    },
  };
}
