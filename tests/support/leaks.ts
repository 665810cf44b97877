/**
 * Counts what a page holds on to: event listeners (added minus removed, `once` and AbortSignal included)
 * and active observers. Install before the code under test runs; compare counts before and after.
 */
type Key = string;

export interface LeakCounter {
  /** Listeners on window, document and connected nodes. */
  listeners(): number;
  observers(): number;
  /** Timeouts, intervals and animation frames scheduled and not yet run or cleared. */
  timers(): number;
  uninstall(): void;
}

interface Counter {
  count(): number;
  uninstall(): void;
}

export function countLeaks(): LeakCounter {
  const listeners = countListeners();
  const observers = countObservers();
  const timers = countTimers();
  return {
    listeners: listeners.count,
    observers: observers.count,
    timers: timers.count,
    uninstall() {
      for (const counter of [listeners, observers, timers]) counter.uninstall();
    },
  };
}

/** Listeners added minus removed, `once` and AbortSignal included. */
function countListeners(): Counter {
  const active = new Map<Key, EventTarget>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (value: object) => {
    if (!ids.has(value)) ids.set(value, nextId++);
    return ids.get(value)!;
  };
  const keyOf = (target: EventTarget, type: string, listener: object, options?: boolean | EventListenerOptions) => {
    const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
    return `${idOf(target)}|${type}|${idOf(listener)}|${capture}`;
  };

  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  proto.addEventListener = function (this: EventTarget, type, listener, options) {
    const opts = typeof options === 'object' ? options : {};
    const key = listener ? keyOf(this, type, listener, options) : undefined;
    if (key && !active.has(key) && !opts.signal?.aborted) {
      active.set(key, this);
      // The signal may be Node's own (not jsdom's EventTarget): listen through its own method then.
      const signal = opts.signal;
      if (signal)
        (signal instanceof EventTarget ? add : (signal as { addEventListener: typeof add }).addEventListener).call(
          signal,
          'abort',
          () => active.delete(key),
          { once: true },
        );
      // A once listener is gone after its first call.
      if (opts.once) add.call(this, type, () => active.delete(key), { once: true, capture: opts.capture });
    }
    return add.call(this, type, listener, options);
  };
  proto.removeEventListener = function (this: EventTarget, type, listener, options) {
    if (listener) active.delete(keyOf(this, type, listener, options));
    return remove.call(this, type, listener, options);
  };
  return {
    // Listeners on nodes that left the document go with them; only those still reachable count.
    count: () => [...active.values()].filter((target) => !(target instanceof Node) || target.isConnected).length,
    uninstall() {
      proto.addEventListener = add;
      proto.removeEventListener = remove;
    },
  };
}

/** Mutation, intersection and resize observers that observe something and have not disconnected. */
function countObservers(): Counter {
  let observing = 0;
  const originals = {
    MutationObserver: window.MutationObserver,
    IntersectionObserver: window.IntersectionObserver,
    ResizeObserver: window.ResizeObserver,
  };
  for (const name of Object.keys(originals) as (keyof typeof originals)[]) {
    const Original = originals[name];
    if (!Original) continue;
    const Counting = class extends (Original as typeof MutationObserver) {
      #watching = 0;
      override observe(...args: Parameters<MutationObserver['observe']>) {
        if (this.#watching++ === 0) observing++;
        return super.observe(...args);
      }
      override disconnect() {
        if (this.#watching > 0) observing--;
        this.#watching = 0;
        return super.disconnect();
      }
      unobserve(target: Element) {
        if (this.#watching > 0 && --this.#watching === 0) observing--;
        (Original.prototype as unknown as { unobserve(target: Element): void }).unobserve.call(this, target);
      }
    };
    Object.defineProperty(window, name, { value: Counting, configurable: true, writable: true });
  }
  return {
    count: () => observing,
    uninstall() {
      for (const [name, Original] of Object.entries(originals)) {
        Object.defineProperty(window, name, { value: Original, configurable: true, writable: true });
      }
    },
  };
}

/** Timeouts, intervals and animation frames scheduled and not yet run or cleared. */
function countTimers(): Counter {
  // Timer ids are numbers in browsers and objects in Node: key by kind and value.
  const pending = new Map<string, Set<unknown>>();
  const track = (kind: string) => pending.get(kind) ?? pending.set(kind, new Set()).get(kind)!;
  const names = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'] as const;
  const timing = Object.fromEntries(names.map((name) => [name, window[name]])) as Pick<Window, (typeof names)[number]>;
  type Scheduler = (run: (...args: unknown[]) => void, ...rest: unknown[]) => unknown;
  const schedule = (kind: string, original: Scheduler, repeats: boolean): Scheduler =>
    function (run, ...rest) {
      const ids = track(kind);
      const id: unknown = original.call(
        window,
        (...args: unknown[]) => {
          if (!repeats) ids.delete(id);
          run(...args);
        },
        ...rest,
      );
      ids.add(id);
      return id;
    };
  const cancel = (kind: string, original: (id: unknown) => void) =>
    function (id: unknown) {
      track(kind).delete(id);
      original.call(window, id);
    };
  const patch = (scheduleName: (typeof names)[number], cancelName: (typeof names)[number], repeats: boolean) => {
    if (typeof timing[scheduleName] !== 'function') return;
    Object.assign(window, {
      [scheduleName]: schedule(scheduleName, timing[scheduleName] as Scheduler, repeats),
      [cancelName]: cancel(scheduleName, timing[cancelName] as (id: unknown) => void),
    });
  };
  patch('setTimeout', 'clearTimeout', false);
  patch('setInterval', 'clearInterval', true);
  patch('requestAnimationFrame', 'cancelAnimationFrame', false);
  return {
    count: () => [...pending.values()].reduce((sum, ids) => sum + ids.size, 0),
    uninstall: () => Object.assign(window, timing),
  };
}
