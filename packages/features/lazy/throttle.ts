/**
 * jQuery Lazy's throttle, leading and trailing: a call more than `wait` ms after the last run runs at once;
 * a call sooner is put off to `wait` ms after that run, replacing any call already put off.
 */
export function throttle(run: () => void, wait: number): { (): void; cancel(): void } {
  let last = -Infinity;
  let timer: number | undefined;
  const fire = () => {
    last = Date.now();
    run();
  };
  const throttled = () => {
    window.clearTimeout(timer);
    const elapsed = Date.now() - last;
    if (elapsed > wait) fire();
    else timer = window.setTimeout(fire, wait - elapsed);
  };
  return Object.assign(throttled, { cancel: () => window.clearTimeout(timer) });
}
