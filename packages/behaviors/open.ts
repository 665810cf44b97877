import { followOrSay, twice } from './fallback.ts';
import { Islands, type Island } from './islands/index.ts';
import { warn } from './log.ts';
import { isPlainClick } from './pending.ts';
import type { Runtime } from './runtime.ts';
import { whenIdle } from './strategies.ts';
import type { Cleanup, Widget, WidgetOptions } from './types.ts';

/**
 * A registry's widgets: one modal at a time on the page (opening one closes the one open; the control of
 * the open one opens nothing more), each widget's code fetched ahead once however many controls share it.
 */
export class Widgets {
  readonly #islands = new Islands();
  readonly #fetched = new WeakSet<() => unknown>();
  #current: { opener: Element; close: () => void } | undefined;

  constructor(private readonly runtime: Runtime) {}

  #fetchAhead(loader: () => Promise<unknown>, fetch: () => void): void {
    if (this.#fetched.has(loader)) return;
    this.#fetched.add(loader);
    fetch();
  }

  /**
   * Opens the widget for the control now, or (`on: 'click'`) at each plain click on it that nothing
   * handled before. Returns the widget and what undoes it all (detach).
   */
  open<P extends object>(behavior: string, control: HTMLElement, options: WidgetOptions<P>): [Widget<P>, Cleanup] {
    let shown: { island: Island<P>; close: () => void } | undefined;
    const show = (byKeyboard: boolean) => {
      const modal = !options.into;
      if (modal && this.#current?.opener === control) return;
      if (modal) this.#current?.close();
      options.onOpen?.();
      const close = () => {
        if (shown?.close === close) shown = undefined;
        island.unmount();
        if (this.#current?.close === close) this.#current = undefined;
      };
      // A widget whose code cannot be had, even on a second try: the control's own link, or the message.
      const load = () =>
        twice(options.load).catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          warn(behavior, 'widget', `could not be loaded (${reason}); following the link instead.`);
          if (shown?.close === close) {
            close();
            followOrSay(this.runtime.platform, behavior, control);
          }
          return () => null;
        });
      const island = this.#islands.render(load, options.props(close, byKeyboard), { name: behavior, target: options.into });
      shown = { island, close };
      if (modal) this.#current = { opener: control, close };
    };
    const widget: Widget<P> = { update: (props) => shown?.island.update(props), close: () => shown?.close() };
    if (options.on !== 'click') {
      show(options.byKeyboard ?? false);
      return [widget, widget.close];
    }
    return [widget, this.#onClick(control, options, show, widget.close)];
  }

  /** The click-to-open wiring: a plain click not already handled opens it; the code is fetched on hover or focus. */
  #onClick<P>(control: HTMLElement, options: WidgetOptions<P>, show: (byKeyboard: boolean) => void, close: Cleanup): Cleanup {
    const { delegation } = this.runtime;
    // Any widget's loader will do for fetching its code: the props type does not matter there.
    const preload = () => this.#fetchAhead(options.load, () => this.#islands.preload(options.load as () => Promise<unknown>));
    const stops = [
      delegation.on(control, 'pointerover', preload),
      delegation.on(control, 'focusin', preload),
      delegation.on(control, 'click', (event) => {
        const click = event as MouseEvent;
        if (!isPlainClick(click) || click.defaultPrevented || (options.when && !options.when(click))) return;
        click.preventDefault();
        // A click from Enter on a link has no pointer presses (detail 0).
        show(click.detail === 0);
      }),
    ];
    const { idle } = options;
    let live = true;
    if (idle)
      whenIdle(() => {
        if (!live) return;
        this.#fetchAhead(idle, () => {
          this.#islands.preload();
          void idle().catch(() => undefined);
        });
      });
    return () => {
      live = false;
      for (const stop of stops) stop();
      close();
    };
  }
}
