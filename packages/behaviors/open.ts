import type { Mount } from './context.ts';
import { followOrSay, markBusy } from './load.ts';
import { Islands, type Island } from './islands/index.ts';
import { warn } from './log.ts';
import type { Runtime } from './runtime.ts';
import type { Widget, WidgetOptions } from './types.ts';

/** The mount a widget belongs to: its behaviour's name, its control, and where detach's undo goes. */
type Owner = Pick<Mount, 'name' | 'element' | 'deferOnce'>;

/** An opened widget: its showing, with the close its props were given, until it closes. */
class Opened<P extends object> implements Widget<P> {
  shown: { island: Island<P>; close: () => void } | undefined;
  /** Detach's undo for it, which leaves the owner's list once it has closed. */
  closeOnDetach: (() => void) | undefined;

  update(props: P): void {
    this.shown?.island.update(props);
  }

  close(): void {
    this.shown?.close();
  }
}

/**
 * A registry's widgets: one modal at a time on the page (opening one closes the one open; the control of
 * the open one opens nothing more), each widget's code fetched ahead once however many controls share it.
 */
export class Widgets {
  readonly #islands = new Islands();
  readonly #fetched = new WeakSet<() => unknown>();
  #current: { opener: Element; close: () => void } | undefined;

  constructor(private readonly runtime: Runtime) {}

  /** Fetches a widget's code ahead (the pointer or focus reached a control that opens it), once. */
  preload(load: () => Promise<unknown>): void {
    if (this.#fetched.has(load)) return;
    this.#fetched.add(load);
    this.#islands.preload(load);
  }

  /**
   * Takes the one modal place for a modal shown in the page's own markup (the exit pop-up); undefined while
   * a modal is open. Returns what gives it back. A widget opened later closes it first.
   */
  claim(element: Element, close: () => void): (() => void) | undefined {
    if (this.#current) return undefined;
    const current = { opener: element, close };
    this.#current = current;
    return () => {
      if (this.#current === current) this.#current = undefined;
    };
  }

  /**
   * Shows the owner's widget now. It closes the modal open, unless that one is this control's: then nothing
   * opens. The control is busy until it shows; if its code cannot come, the control falls back. The
   * owner's detach closes it.
   */
  open<P extends object>(owner: Owner, options: WidgetOptions<P>): Widget<P> {
    const widget = new Opened<P>();
    const { name: behavior, element: control } = owner;
    if (this.#current?.opener === control) return widget;
    this.#current?.close();
    options.onOpen?.();
    const idle = markBusy(control);
    const close = () => {
      idle();
      if (widget.shown?.close === close) widget.shown = undefined;
      island.unmount();
      if (this.#current?.close === close) this.#current = undefined;
      widget.closeOnDetach?.();
    };
    // A widget whose code (or React) cannot be had, even on a second try: the control's own link, or the message.
    const failed = (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      warn(this.runtime.platform, behavior, 'widget', `could not be loaded (${reason}); the control falls back.`);
      close();
      followOrSay(this.runtime, behavior, control);
    };
    const island = this.#islands.render(options.load, options.props(close), {
      name: behavior,
      shown: idle,
      failed,
    });
    widget.shown = { island, close };
    this.#current = { opener: control, close };
    // Detach closes it (at once, if it came already); once closed, detach has nothing of it left to undo.
    widget.closeOnDetach = owner.deferOnce(() => widget.close());
    return widget;
  }
}
