import { isPlainClick, preloadIsland, renderIsland, type Island, type WidgetLoader } from '#behaviors';

/** The overlay open on the page: opening another closes it first (one modal at a time). */
let open: Pick<Island<never>, 'unmount'> | undefined;

export interface TriggerOptions<P> {
  /** Names the widget in error reports. */
  name: string;
  /** Loads the overlay widget. */
  load: WidgetLoader<P>;
  /** The widget's props for this click, given how to close it and whether the click came from the keyboard. */
  props(close: () => void, byKeyboard: boolean): P;
  /** Runs as the overlay opens (analytics). */
  onOpen?(): void;
  signal: AbortSignal;
}

/**
 * Makes a link open an overlay widget instead of navigating (DOM only, no React here): its code is fetched
 * on hover or focus, a plain click opens it at once (the click is never lost: the widget shows when its code
 * arrives, and if that code cannot load the link is followed), modified clicks stay the browser's. Returns
 * what closes it, for the behaviour's cleanup.
 */
export function openOverlayOnClick<P extends object>(link: HTMLAnchorElement, options: TriggerOptions<P>): () => void {
  const { name, load, props, onOpen, signal } = options;
  let island: Island<P> | undefined;
  const close = () => {
    island?.unmount();
    if (open === island) open = undefined;
    island = undefined;
  };
  // preloadIsland takes any widget's loader; the props type does not matter for fetching code.
  const preload = () => preloadIsland(load as WidgetLoader<never>);
  link.addEventListener('pointerenter', preload, { signal, once: true });
  link.addEventListener('focus', preload, { signal, once: true });
  link.addEventListener(
    'click',
    (event) => {
      if (!isPlainClick(event) || event.defaultPrevented) return;
      event.preventDefault();
      open?.unmount();
      onOpen?.();
      // Without its code the overlay cannot show: follow the link after all, so the click is not lost.
      const loadOrFollow = () =>
        load().catch((error: unknown) => {
          if (island === opened) {
            close();
            window.location.assign(link.href);
          }
          throw error;
        });
      // A click from Enter on the link has no pointer presses (detail 0).
      const opened = renderIsland(loadOrFollow, props(close, event.detail === 0), { name });
      open = island = opened;
    },
    { signal },
  );
  return close;
}
