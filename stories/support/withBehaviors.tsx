import type { Args, Decorator } from '@storybook/react-vite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type DrupalSettings } from '#behaviors';
import { browserPlatform, createRegistry } from '#behaviors/manifest';
import { features } from '../../packages/kurzus/features.ts';
import { loadComponentStyles } from './componentStyles.ts';

/** `parameters.kurzus` of a story that shows server-rendered markup with the bundle's behaviours attached. */
export interface KurzusParameters<StoryArgs = Args> {
  /**
   * The markup as Drupal prints it (from the templates: `templateMarkup`), or a function of the story's args
   * (a component's story: its Controls are its props).
   */
  markup: string | ((args: StoryArgs) => string);
  /**
   * drupalSettings for the behaviours; none by default, so every default applies. A function of the story's
   * args puts settings in Controls: a change detaches the behaviours and attaches them again with the new
   * settings, as a page load with those settings would.
   */
  settings?: DrupalSettings | ((args: StoryArgs) => DrupalSettings);
  /**
   * Classes of the element the markup is put in, for styles that key on the page around it (the site
   * header is styled as `.layout-container > header`).
   */
  containerClass?: string;
  /**
   * The page around the markup as it is before Drupal attaches (values in localStorage, a stubbed `fetch`,
   * a behaviour that keys on `<body>`, which the story's container never matches). Runs right after the
   * markup is in `container` and before the behaviours attach; the function it returns runs right after
   * they detach, and must leave the page exactly as it found it.
   */
  setup?: (container: HTMLElement, settings: DrupalSettings) => (() => void) | void;
}

/** The toolbar's page conditions: the bundle on or off (a visitor without JavaScript), and reduced motion. */
interface PageMode {
  bundle: boolean;
  reducedMotion: boolean;
}

/**
 * The browser of a visitor who asked for less motion: the bundle's `prefers-reduced-motion` answers yes, and
 * the stylesheet's transitions and animations stop, as the site's own reduced-motion rules make them.
 */
function lessMotion(): { platform: ReturnType<typeof browserPlatform>; undo: () => void } {
  const browser = browserPlatform();
  const style = document.head.appendChild(document.createElement('style'));
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }';
  const media = (query: string) =>
    query.includes('prefers-reduced-motion')
      ? window.matchMedia(query.includes('no-preference') ? 'not all' : 'all')
      : browser.media(query);
  return { platform: { ...browser, media, reducedMotion: () => true }, undo: () => style.remove() };
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

/**
 * The fixtures' pictures and pages (`/fixtures/assets/…`) and the theme's logo (`/themes/custom/kurzus/…`), which
 * Drupal prints from the site's root, relative to the story's page, so they load wherever Storybook is
 * published, under a sub-path too.
 */
const relativeAssets = (markup: string) => markup.replace(/(["'\s,(])\/(fixtures\/assets|themes\/custom\/kurzus)\//g, '$1$2/');

/**
 * Puts the markup in `element` and attaches every feature to it, as Drupal would; returns how to detach. The
 * styles of the components in it come first, as Drupal attaches each component's library where it renders.
 */
function attach(
  element: HTMLElement,
  { markup, setup }: { markup: string; setup?: KurzusParameters['setup'] },
  settings: DrupalSettings,
  mode: PageMode,
): () => void {
  const unloadStyles = loadComponentStyles(markup);
  // Set as HTML, not as React children: behaviours enhance server-rendered markup in place.
  element.innerHTML = relativeAssets(markup);
  // What drupal.init.js (or the standalone host) does before any behaviour attaches; without the bundle, nothing.
  document.documentElement.classList.toggle('js', mode.bundle);
  const motion = mode.reducedMotion ? lessMotion() : undefined;
  const undo = mode.bundle ? setup?.(element, settings) : undefined;
  const registry = mode.bundle ? createRegistry(features, () => settings, motion && { platform: motion.platform }) : undefined;
  registry?.attach(element, settings);
  const detach = () => {
    if (!attached.delete(detach)) return;
    registry?.detach(element, settings, 'unload');
    undo?.();
    motion?.undo();
    unloadStyles();
  };
  attached.add(detach);
  return detach;
}

function BehaviorHost({
  parameters,
  settings,
  markup,
  mode,
}: {
  parameters: KurzusParameters;
  settings: DrupalSettings;
  markup: string;
  mode: PageMode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const current = useRef({ settings, markup, mode, detach: () => {} });
  Object.assign(current.current, { settings, markup, mode });
  const { setup } = parameters;
  const attachNow = (element: HTMLElement) => {
    const { markup, settings, mode } = current.current;
    current.current.detach = attach(element, { markup, setup }, settings, mode);
  };
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    attachNow(element);
    // Usually a no-op (detachAll came first); still needed when only React re-renders, e.g. on hot reload.
    return () => current.current.detach();
  }, [setup]); // What changes later is attached again below, outside React's commit.

  // New args (Controls: settings, or a component's markup) or toolbar conditions: attach again once React has
  // committed, outside its lifecycle (see detachAll).
  const attachedAs = JSON.stringify([settings, markup, mode]);
  const attachedKey = useRef(attachedAs);
  useEffect(() => {
    if (attachedAs === attachedKey.current) return;
    attachedKey.current = attachedAs;
    let cancelled = false;
    queueMicrotask(() => {
      const element = container.current;
      if (cancelled || !element || !attached.has(current.current.detach)) return;
      current.current.detach();
      attachNow(element);
    });
    return () => void (cancelled = true);
  }, [attachedAs]);
  return <div ref={container} className={parameters.containerClass} />;
}

/** A story with `parameters.kurzus` is that markup with behaviours attached; any other renders as it is. */
export const withBehaviors: Decorator = (Story, { parameters, args, globals }) => {
  const kurzus = parameters['kurzus'] as KurzusParameters | undefined;
  if (!kurzus) return <Story />;
  const settings = typeof kurzus.settings === 'function' ? kurzus.settings(args) : (kurzus.settings ?? {});
  const markup = typeof kurzus.markup === 'function' ? kurzus.markup(args) : kurzus.markup;
  const mode = { bundle: globals['bundle'] !== 'off', reducedMotion: globals['motion'] === 'reduced' };
  return <BehaviorHost parameters={kurzus} settings={settings} markup={markup} mode={mode} />;
};
