type Pool = [IntersectionObserver, Map<Element, (() => void)[]>];

/**
 * What waits for an element to come near the viewport: one IntersectionObserver per margin for every
 * element that waits at that distance (cheaper than one per element); an element no longer waited for
 * is no longer observed. The strategies' `visible`, lazy media and counters all wait here.
 */
export class Viewport {
  readonly #pools = new Map<number, Pool>();

  #pool(margin: number): Pool {
    let pool = this.#pools.get(margin);
    if (!pool) {
      const waiting = new Map<Element, (() => void)[]>();
      const observer = new IntersectionObserver(
        (entries) => {
          for (const { target, isIntersecting } of entries) if (isIntersecting) for (const run of [...(waiting.get(target) ?? [])]) run();
        },
        // The viewport grown by `margin` on every side.
        { rootMargin: `${margin}px` },
      );
      this.#pools.set(margin, (pool = [observer, waiting]));
    }
    return pool;
  }

  /** Runs `run` once, when the element first comes within `margin` px of the viewport; returns what stops waiting. */
  near(element: Element, margin: number, run: () => void): () => void {
    const [observer, waiting] = this.#pool(margin);
    let runs = waiting.get(element);
    if (!runs) {
      waiting.set(element, (runs = []));
      observer.observe(element);
    }
    const list = runs;
    const stop = () => {
      const index = list.indexOf(once);
      if (index < 0) return;
      list.splice(index, 1);
      if (list.length > 0) return;
      waiting.delete(element);
      observer.unobserve(element);
    };
    const once = () => (stop(), run());
    list.push(once);
    return stop;
  }
}
