import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useRef } from 'react';
import { createRegistry, type DrupalSettings } from '#behaviors';
import { features } from '../../packages/kurzus/features.ts';

/** `parameters.kurzus` of a story that shows server-rendered markup with the bundle's behaviours attached. */
export interface KurzusParameters {
  /** The markup as Drupal prints it (take it from a fixture with `fixtureMarkup`). */
  markup: string;
  /** drupalSettings for the behaviours; none by default, so every default applies. */
  settings?: DrupalSettings;
  /**
   * The page around the markup as it is before Drupal attaches (values in localStorage, a stubbed `fetch`,
   * a behaviour that keys on `<body>`, which the story's container never matches). Runs right after the
   * markup is in `container` and before the behaviours attach; the function it returns runs right after
   * they detach, and must leave the page exactly as it found it.
   */
  setup?: (container: HTMLElement, settings: DrupalSettings) => (() => void) | void;
}

/** How to detach each host that is attached now. */
const attached = new Set<() => void>();

/**
 * Detaches every story host, synchronously. Storybook calls it as a `beforeEach` cleanup when a story is
 * torn down, before React unmounts the story: detaching from inside React's commit (an effect cleanup)
 * would make the islands' own React root unmount late, with "flushSync was called from inside a
 * lifecycle method" warnings.
 */
export function detachAll(): void {
  for (const detach of [...attached]) detach();
}

/** Puts the markup in a container and attaches every feature to it, as Drupal would. */
function BehaviorHost({ markup, settings, setup }: KurzusParameters) {
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const current = settings ?? {};
    // Set as HTML, not as React children: behaviours enhance server-rendered markup in place.
    element.innerHTML = markup;
    // What drupal.init.js (or the standalone host) does before any behaviour attaches.
    document.documentElement.classList.add('js');
    const undo = setup?.(element, current);
    const registry = createRegistry(features, () => current);
    registry.attach(element, current);
    const detach = () => {
      if (!attached.delete(detach)) return;
      registry.detach(element, current, 'unload');
      undo?.();
    };
    attached.add(detach);
    // Usually a no-op (detachAll came first); still needed when only React re-renders, e.g. on hot reload.
    return detach;
  }, [markup, settings, setup]);
  return <div ref={container} />;
}

/** A story with `parameters.kurzus` is that markup with behaviours attached; any other renders as it is. */
export const withBehaviors: Decorator = (Story, { parameters }) => {
  const kurzus = parameters['kurzus'] as KurzusParameters | undefined;
  return kurzus ? <BehaviorHost {...kurzus} /> : <Story />;
};
