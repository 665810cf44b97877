/**
 * jsdom lays nothing out and has no IntersectionObserver: this one stands in for the browser's. Every
 * element is in view unless a test puts it further away (`viewport.place(element, 800)`: 800 px below the
 * viewport), since jsdom gives every element the same place at the top of the page. As in a browser, an
 * observer reports each element it starts to observe once, in a later task, and again whenever it moves
 * into or out of the viewport grown by the observer's `rootMargin` (in px).
 */
const distances = new WeakMap<Element, number>();
const observers = new Set<FakeIntersectionObserver>();
const distanceOf = (element: Element) => distances.get(element) ?? 0;

class FakeIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[] = [0];
  readonly scrollMargin = '0px';
  /** Each observed element, and whether it was last reported in view (undefined: not reported yet). */
  readonly #targets = new Map<Element, boolean | undefined>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    observers.add(this);
  }

  get #margin(): number {
    return parseFloat(this.rootMargin) || 0;
  }

  observe(target: Element): void {
    if (this.#targets.has(target)) return;
    this.#targets.set(target, undefined);
    setTimeout(() => this.#targets.get(target) === undefined && this.report([target], true));
  }

  unobserve(target: Element): void {
    this.#targets.delete(target);
  }

  disconnect(): void {
    this.#targets.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports those of the elements it observes whose state changed (all of them with `always`). */
  report(elements: readonly Element[], always = false): void {
    const entries: IntersectionObserverEntry[] = [];
    for (const target of elements) {
      if (!this.#targets.has(target)) continue;
      const isIntersecting = target.isConnected && distanceOf(target) <= this.#margin;
      if (!always && this.#targets.get(target) === isIntersecting) continue;
      this.#targets.set(target, isIntersecting);
      entries.push({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry);
    }
    if (entries.length > 0) this.callback(entries, this);
  }

  reportAll(): void {
    const targets = [...this.#targets.keys()];
    for (const target of targets) distances.set(target, 0);
    this.report(targets, true);
  }

  watches(element: Element): boolean {
    return this.#targets.has(element);
  }
}

export const viewport = {
  install(): void {
    window.IntersectionObserver = FakeIntersectionObserver;
  },
  /** Puts the elements `distance` px from the viewport (0: in it); observers that see a change report it now. */
  place(distance: number, ...elements: Element[]): void {
    for (const element of elements) distances.set(element, distance);
    for (const observer of [...observers]) observer.report(elements);
  },
  /** Scrolls the elements into view: every observer watching them reports them now. */
  enter(...elements: Element[]): void {
    for (const element of elements) distances.set(element, 0);
    for (const observer of [...observers]) observer.report(elements, true);
  },
  /** The whole page comes into view: every observer reports every element it watches now. */
  enterAll(): void {
    for (const observer of [...observers]) observer.reportAll();
  },
  /** The margins of the observers that watch the element now (none: nothing waits for it to show). */
  margins(element: Element): string[] {
    return [...observers].filter((observer) => observer.watches(element)).map((observer) => observer.rootMargin);
  },
};
