import type { ComponentType } from 'react';
import { loadCode, WIDGET_ATTRIBUTE } from '../load.ts';
import type { WidgetLoader } from '../types.ts';
import type { IslandEntry, IslandsRoot } from './root.tsx';

export interface Island<P> {
  /** Re-renders the widget with new props. */
  update(props: P): void;
  /** Takes the widget down synchronously (Drupal detaches before it swaps content). */
  unmount(): void;
}

export interface IslandOptions {
  /** Names the widget in error reports. */
  name: string;
  /** Runs once the widget is rendered. */
  shown(): void;
  /** Runs when its code or React's could not be loaded, even on a second try: nothing was rendered. */
  failed(error: unknown): void;
}

const loadRoot = () => import('./root.tsx');

/**
 * One React root for a registry's widgets; each island is a portal from it. React loads with the first
 * island and the root goes away with the last, so a detached page holds no React tree. Nothing here
 * imports React, so the eager bundle stays without it.
 */
export class Islands {
  readonly #entries = new Map<number, IslandEntry>();
  #rootLoading: Promise<IslandsRoot> | undefined;
  #root: IslandsRoot | undefined;
  #pending = 0;
  #next = 0;

  /** React and the root, made once; a failed load is forgotten, so the next widget tries again. */
  #loadRoot(): Promise<IslandsRoot> {
    return (this.#rootLoading ??= loadCode(loadRoot).then(
      ({ createIslandsRoot }) => (this.#root = createIslandsRoot(this.#entries)),
      (error: unknown) => {
        this.#rootLoading = undefined;
        throw error;
      },
    ));
  }

  #releaseIfIdle() {
    if (this.#entries.size > 0 || this.#pending > 0 || !this.#root) return;
    this.#root.unmount();
    this.#root = undefined;
    this.#rootLoading = undefined;
  }

  /** Fetches React and the root before a widget is needed (with a widget's own code, on hover or focus). */
  preload(load: () => Promise<unknown>): void {
    // A failure here is reported by the render that follows, if one does.
    void loadRoot().catch(() => undefined);
    void load().catch(() => undefined);
  }

  /**
   * Renders a widget: its code and React load on first use (through `loadCode`), and a widget asked for
   * before they arrive shows as soon as they do.
   */
  render<P extends object>(load: WidgetLoader<P>, props: P, options: IslandOptions): Island<P> {
    const id = this.#next++;
    // Each widget renders into an element of its own at the end of body. What it renders is the bundle's
    // own: attach never mounts behaviours inside it.
    const target = document.body.appendChild(document.createElement('div'));
    target.setAttribute(WIDGET_ATTRIBUTE, options.name);
    const entries = this.#entries;
    let current = props;
    let gone = false;

    this.#pending++;
    Promise.all([this.#loadRoot(), loadCode(load)]).then(
      ([islands, component]) => {
        this.#pending--;
        if (gone) return this.#releaseIfIdle();
        // The entry holds widgets of every props type; each is rendered only with its own props.
        entries.set(id, { name: options.name, component: component as ComponentType<object>, props: current, target });
        islands.render();
        options.shown();
      },
      (error: unknown) => {
        this.#pending--;
        this.#releaseIfIdle();
        if (!gone) options.failed(error);
      },
    );

    return {
      update: (next) => {
        current = next;
        const entry = entries.get(id);
        if (!entry) return;
        entry.props = next;
        this.#root?.render();
      },
      unmount: () => {
        if (gone) return;
        gone = true;
        if (entries.delete(id)) this.#root?.renderSync();
        target.remove();
        this.#releaseIfIdle();
      },
    };
  }
}
