import { pathOf } from './delegate.ts';
import { isPlainClick } from './platform.ts';
import { followOrSay, markBusy, staysOn } from './load.ts';
import type { Runtime } from './runtime.ts';

/**
 * An element attached but not mounted yet (its code is on its way, or waits for idle or sight): what
 * loads and mounts it now. Rejects when the code could not be loaded, even on a second try.
 */
interface Waiting {
  readonly behavior: string;
  begin(): Promise<void>;
  /**
   * A form's, or the page's (`body`): a click inside is not held for it (a form's controls work without
   * its code; the page's clicks are not its), but a click held for another behaviour inside it begins it
   * too, so the replayed click finds it mounted. Its failure to load stops nothing.
   */
  readonly passive?: boolean;
  /** The controls inside a passive element whose clicks are held for it all the same: those it answers. */
  readonly answers?: string | undefined;
}

/** The main button's click, and another button's (a middle click opens a link in a new tab). */
const clicks = ['click', 'auxclick'] as const;

/** The same click again: the held event is its own init (bubbling, place, count, keys). */
function replay(target: EventTarget, event: MouseEvent) {
  if (target instanceof Node && !target.isConnected) return;
  target.dispatchEvent(new MouseEvent('click', event));
}

/**
 * Clicks that come before the code. A plain click on a waiting element (or inside it) is held: its
 * default and its way to the page's handlers are stopped, the code is loaded now, and the same click is
 * replayed on the same target once mounted, so it takes effect once; meanwhile the control is busy. If
 * the code cannot be loaded the link is followed, or a message says so: a control is never dead.
 */
export class HeldClicks {
  readonly #waiting = new WeakMap<Element, Waiting[]>();
  readonly #runtime: Pick<Runtime, 'platform' | 'definitions'>;
  #count = 0;

  constructor(runtime: Pick<Runtime, 'platform' | 'definitions'>) {
    this.#runtime = runtime;
  }

  // Runs on every click while anything waits, most of them on nothing that does: for those it stops after
  // the walk up from the target.
  readonly #hold = (event: MouseEvent) => {
    const path = pathOf(event);
    const found = this.#waitingOn(path);
    if (!found) return;
    // What the click waits for: a waiting behaviour's element, or a control a waiting form answers.
    const controls: Element[] = [];
    let stays = false;
    for (const [element, entry] of found) {
      const control = entry.passive ? entry.answers && path[0]?.closest(entry.answers) : element;
      if (control && element.contains(control)) {
        controls.push(control);
        stays ||= staysOn(this.#runtime, entry.behavior, control);
      }
    }
    if (controls.length === 0) return;
    const { target } = event;
    // A middle click (a new tab) is the browser's, but not on a control that never navigates.
    if (event.type === 'auxclick') return void (stays && event.preventDefault());
    // A new tab or a download is the browser's (there, held as a plain click), and so is a form field's
    // click (a box ticks, a field takes focus, now): the code just starts loading.
    if ((!isPlainClick(event) && !stays) || (target instanceof Element && target.closest('input, select, textarea, label'))) {
      for (const [, entry] of found) void entry.begin().catch(() => undefined);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    const idle = controls.map(markBusy);
    void Promise.allSettled(found.map(([, entry]) => entry.begin())).then((results) => {
      for (const unmark of idle) unmark();
      const failed = found.find(([, entry], index) => results[index]?.status === 'rejected' && !entry.passive);
      if (!failed) return target && replay(target, event);
      followOrSay(this.#runtime, failed[1].behavior, failed[0], target instanceof Element ? target : null);
    });
  };

  /** The behaviours waiting on the path with their elements, or none at all (no list made for those). */
  #waitingOn(path: readonly Element[]): [Element, Waiting][] | undefined {
    let found: [Element, Waiting][] | undefined;
    for (const element of path) {
      const entries = this.#waiting.get(element);
      if (entries) for (const entry of entries) (found ??= []).push([element, entry]);
    }
    return found;
  }

  /** Registers an element as waiting; returns what takes it off (mounted or detached). */
  wait(element: Element, entry: Waiting): () => void {
    const list = this.#waiting.get(element);
    if (list) list.push(entry);
    else this.#waiting.set(element, [entry]);
    // Capture, on the document: before any handler of the page sees the click. Its own listener, not a
    // delegated one, so that a click pays for nothing else.
    if (this.#count++ === 0) for (const type of clicks) document.addEventListener(type, this.#hold, true);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const entries = this.#waiting.get(element) ?? [];
      entries.splice(entries.indexOf(entry), 1);
      if (entries.length === 0) this.#waiting.delete(element);
      if (--this.#count === 0) for (const type of clicks) document.removeEventListener(type, this.#hold, true);
    };
  }
}
