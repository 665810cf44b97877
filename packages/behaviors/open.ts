import type { Mount } from './context.ts';
import { pathOf } from './delegate.ts';
import { followOrSay, markBusy } from './load.ts';
import { Islands, type Island } from './islands/index.ts';
import { warn } from './log.ts';
import { isPlainClick } from './pending.ts';
import type { Runtime } from './runtime.ts';
import type { Widget, WidgetOptions } from './types.ts';

/** The mount a widget belongs to: its behaviour's name, its control, and where detach's undo goes. */
type Owner = Pick<Mount, 'name' | 'element' | 'defer' | 'setAttribute'>;

/**
 * A control's widget, as its latest showing and the close its props were given (an earlier showing's
 * close closes only its own). An object, not closures: a page may have thousands of controls.
 */
class Opened<P extends object> implements Widget<P> {
  shown: { island: Island<P>; close: () => void } | undefined;

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
  /**
   * Each click-to-open control's widget code, fetched when the pointer or focus reaches the control: one
   * pair of delegated listeners on the root for every control, not a pair each (a page may have thousands).
   */
  readonly #ahead = new WeakMap<Element, () => Promise<unknown>>();
  #controls = 0;
  #stopIntent: (() => void) | undefined;
  #current: { opener: Element; close: () => void } | undefined;

  constructor(private readonly runtime: Runtime) {}

  readonly #onIntent = (event: Event): void => {
    for (const element of pathOf(event)) {
      const load = this.#ahead.get(element);
      if (load) this.#fetchAhead(load);
    }
  };

  #fetchAhead(load: () => Promise<unknown>): void {
    if (this.#fetched.has(load)) return;
    this.#fetched.add(load);
    this.#islands.preload(load);
  }

  #listenForIntent(): void {
    const { delegation } = this.runtime;
    const root = document.documentElement;
    const stops = [delegation.on(root, 'pointerover', this.#onIntent), delegation.on(root, 'focusin', this.#onIntent)];
    this.#stopIntent = () => stops.forEach((stop) => stop());
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
   * Opens the owner's widget now, or (`on: 'click'`) at each plain click on its element that nothing
   * handled before. The owner's detach undoes it all; after a detach, what opens closes at once.
   */
  open<P extends object>(owner: Owner, options: WidgetOptions<P>): Widget<P> {
    const widget = new Opened<P>();
    if (options.on === 'click') this.#openOnClick(owner, options, widget);
    else {
      this.#show(owner, options, widget);
      owner.defer(() => widget.close());
    }
    return widget;
  }

  /**
   * The click-to-open wiring: a plain click not already handled opens it (every widget is a modal dialog,
   * and the control says so); the code is fetched on hover or focus.
   */
  #openOnClick<P extends object>(owner: Owner, options: WidgetOptions<P>, widget: Opened<P>): void {
    const control = owner.element;
    owner.setAttribute(control, 'aria-haspopup', 'dialog');
    // Any widget's loader will do for fetching its code: the props type does not matter there.
    const load = options.load as () => Promise<unknown>;
    this.#ahead.set(control, load);
    if (this.#controls++ === 0) this.#listenForIntent();
    // Mounted as the visitor reached for it (the `intent` strategy): the pointer or focus is already there.
    if (control.matches(':hover, :focus-within')) this.#fetchAhead(load);
    const off = this.runtime.delegation.on(control, 'click', (event) => {
      const click = event as MouseEvent;
      if (!isPlainClick(click) || click.defaultPrevented) return;
      click.preventDefault();
      this.#show(owner, options, widget);
    });
    // One undo for all of it: a page may have thousands of controls.
    owner.defer(() => {
      widget.close();
      off();
      // Two widgets on one control: the later is fetched ahead, the other's code comes with its click.
      if (this.#ahead.get(control) === load) this.#ahead.delete(control);
      if (--this.#controls === 0) this.#stopIntent?.();
    });
  }

  /**
   * Shows the widget now. It closes the modal open, unless that one is this control's: then nothing
   * opens. The control is busy until it shows; if its code cannot come, the control falls back.
   */
  #show<P extends object>({ name: behavior, element: control }: Owner, options: WidgetOptions<P>, widget: Opened<P>): void {
    if (this.#current?.opener === control) return;
    this.#current?.close();
    options.onOpen?.();
    const idle = markBusy(control);
    const close = () => {
      idle();
      if (widget.shown?.close === close) widget.shown = undefined;
      island.unmount();
      if (this.#current?.close === close) this.#current = undefined;
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
  }
}
