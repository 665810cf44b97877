import { delegate, pathOf } from './delegate.ts';
import { followOrSay } from './fallback.ts';

/**
 * Elements attached but not mounted yet (their code is on its way, or waits for idle, sight or a first
 * interaction). A plain click on one is held: its default and its way to the page's handlers are stopped,
 * the code is loaded now (a failure is retried once), and the same click is replayed on the same target
 * once mounted, so it takes effect once. If the code cannot be loaded the link is followed, or a message
 * says so: a control is never dead.
 */
export interface Waiting {
  readonly behavior: string;
  /** Loads and mounts now; rejects when the code could not be loaded, even on a retry. */
  begin(): Promise<void>;
  /** Whether pointer, focus or touch should begin it too (the `interaction` strategy). */
  readonly onInteraction: boolean;
}

const waiting = new WeakMap<Element, Waiting[]>();
let count = 0;
let stopListening: (() => void) | undefined;

/** A left click without modifier keys: one a page may take over; the others (new tab, download) are the browser's. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

function waitingOn(event: Event, interactionOnly: boolean): [Element, Waiting][] {
  const found: [Element, Waiting][] = [];
  for (const element of pathOf(event)) {
    for (const entry of waiting.get(element) ?? []) if (!interactionOnly || entry.onInteraction) found.push([element, entry]);
  }
  return found;
}

function replay(target: EventTarget, event: MouseEvent) {
  if (target instanceof Node && !target.isConnected) return;
  const { detail, button, clientX, clientY, screenX, screenY } = event;
  target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail, button, clientX, clientY, screenX, screenY }),
  );
}

function holdClick(event: MouseEvent) {
  const found = waitingOn(event, false);
  if (found.length === 0) return;
  if (!isPlainClick(event)) {
    // A new tab or a download is the browser's: the code just starts loading.
    for (const [, entry] of found) void entry.begin().catch(() => undefined);
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  const target = event.target!;
  void Promise.allSettled(found.map(([, entry]) => entry.begin())).then((results) => {
    const failed = results.findIndex((result) => result.status === 'rejected');
    if (failed < 0) return replay(target, event);
    const [element, entry] = found[failed]!;
    followOrSay(entry.behavior, element, target instanceof Element ? target : null);
  });
}

function beginOnInteraction(event: Event) {
  for (const [, entry] of waitingOn(event, true)) entry.begin().catch(() => undefined);
}

function listen() {
  const root = document.documentElement;
  const stops = [
    // Capture, on the document: before any handler of the page sees the click.
    delegate(root, 'click', (event) => holdClick(event as MouseEvent), true),
    delegate(root, 'pointerover', beginOnInteraction),
    delegate(root, 'focusin', beginOnInteraction),
    delegate(root, 'touchstart', beginOnInteraction),
  ];
  return () => stops.forEach((stop) => stop());
}

/** Registers an element as waiting; returns what takes it off (mounted or detached). */
export function wait(element: Element, entry: Waiting): () => void {
  const list = waiting.get(element);
  if (list) list.push(entry);
  else waiting.set(element, [entry]);
  if (count++ === 0) stopListening = listen();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const entries = waiting.get(element) ?? [];
    entries.splice(entries.indexOf(entry), 1);
    if (entries.length === 0) waiting.delete(element);
    if (--count === 0) stopListening?.();
  };
}
