import { delegate } from './delegate.ts';
import { followOrSay } from './fallback.ts';
import { warn } from './log.ts';
import { preloadIsland, preloadRoot, renderIsland, type Island, type WidgetLoader } from './islands/index.ts';
import { isPlainClick } from './pending.ts';
import { schedules } from './strategies.ts';
import type { OpenOptions } from './types.ts';

/** The widget open on the page, and the control that opened it: opening another closes it first. */
let current: { opener: Element; close: () => void } | undefined;

/**
 * Opens a widget for a control: one modal at a time (another open one closes), nothing new while this
 * control's widget is already open. If the widget's code cannot be loaded it is tried once more; then
 * the control's own href is followed, or a message says the content failed to load.
 */
export function openWidget<P extends object>(behavior: string, opener: Element, options: OpenOptions<P>, byKeyboard = false): void {
  if (current?.opener === opener) return;
  current?.close();
  options.onOpen?.();
  let island: Island<P> | undefined;
  const close = () => {
    island?.unmount();
    island = undefined;
    if (current?.close === close) current = undefined;
  };
  const load: WidgetLoader<P> = () =>
    options
      .load()
      .catch(() => options.load())
      .catch((error: unknown) => {
        // The network's failure, not a bug: said once; the control follows its link (or says so) instead.
        warn(
          behavior,
          'widget',
          `could not be loaded (${error instanceof Error ? error.message : String(error)}); following the link instead.`,
        );
        if (island) {
          close();
          followOrSay(behavior, opener);
        }
        return () => null;
      });
  island = renderIsland(load, options.props(close, byKeyboard), { name: behavior });
  current = { opener, close };
}

/** Closes the widget a control opened, if it is the one open. */
export function closeWidget(opener: Element): void {
  if (current?.opener === opener) current.close();
}

// Loaders already fetched ahead: each once, however many controls share it.
const fetched = new WeakSet<() => unknown>();

function fetchAhead(loader: () => Promise<unknown>, fetch: () => void): void {
  if (fetched.has(loader)) return;
  fetched.add(loader);
  fetch();
}

/**
 * The click-to-open primitive: a plain click on the control (not already handled) opens the widget
 * instead of following the link. The widget's code is fetched on hover or focus; with `idle`, React and
 * the shared parts are fetched at idle already. Modified clicks stay the browser's. Returns what removes
 * it; an open widget closes with it.
 */
export function opensOnClick<P extends object>(behavior: string, control: HTMLElement, options: OpenOptions<P>): () => void {
  // preloadIsland takes any widget's loader; the props type does not matter for fetching code.
  const preload = () => fetchAhead(options.load, () => preloadIsland(options.load as WidgetLoader<never>));
  const stops = [
    delegate(control, 'pointerover', preload),
    delegate(control, 'focusin', preload),
    delegate(control, 'click', (event) => {
      if (!isPlainClick(event as MouseEvent) || event.defaultPrevented) return;
      if (options.when && !options.when(event as MouseEvent)) return;
      event.preventDefault();
      // A click from Enter on a link has no pointer presses (detail 0).
      openWidget(behavior, control, options, (event as MouseEvent).detail === 0);
    }),
  ];
  const { idle } = options;
  if (idle) {
    const cancel = schedules.idle([control], () =>
      fetchAhead(idle, () => {
        preloadRoot();
        void idle().catch(() => undefined);
      }),
    );
    stops.push(() => cancel(control));
  }
  return () => {
    for (const stop of stops) stop();
    closeWidget(control);
  };
}
