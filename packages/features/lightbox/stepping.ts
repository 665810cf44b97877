/** The index `delta` steps away, wrapping with `loop`; undefined where stepping stops (or in no group). */
export function step(index: number, delta: -1 | 1, total: number, loop: boolean): number | undefined {
  const next = index + delta;
  if (total < 2) return undefined;
  if (next >= 0 && next < total) return next;
  return loop ? (next + total) % total : undefined;
}
