import { number, type Cleanup, type MountContext, type SettingsSpec } from '#behaviors';
import { whenNear } from './near.ts';

export interface LazySettings {
  /** px around the viewport within which media loads (jQuery Lazy's `threshold`). */
  threshold: number;
  /** ms between looks when scroll events are used (jQuery Lazy's `throttle`). */
  throttle: number;
}

export const lazySettings: SettingsSpec<LazySettings> = {
  path: 'kurzus.lazy',
  fields: { threshold: number(500, { min: 0 }), throttle: number(250, { min: 0 }) },
};

export const LOADED = 'is-loaded';

/** Moves `data-src`, `data-srcset` and `data-sizes` into place (and away, so nothing loads twice). */
function load(element: HTMLImageElement | HTMLIFrameElement, signal: AbortSignal) {
  const { src, srcset, sizes } = element.dataset;
  element.addEventListener('load', () => element.classList.add(LOADED), { once: true, signal });
  if (element instanceof HTMLImageElement) {
    if (sizes) element.sizes = sizes;
    if (srcset) element.srcset = srcset;
  }
  if (src) element.src = src;
  for (const key of ['src', 'srcset', 'sizes']) delete element.dataset[key];
}

/**
 * A lazy image or iframe: its `data-src` / `data-srcset` load when it first comes within `threshold` px of
 * the viewport, once; `is-loaded` marks it when loaded.
 */
export function mountLazy(element: HTMLElement, { settings, signal, warn }: MountContext<LazySettings>): Cleanup | void {
  if (!(element instanceof HTMLImageElement || element instanceof HTMLIFrameElement)) {
    warn('element', 'should be an img or an iframe; left as it is.');
    return;
  }
  if (!element.dataset['src'] && !element.dataset['srcset']) {
    // Loaded already (attached again after it loaded) or printed without a source.
    if (!element.getAttribute('src')) warn('data-src', 'is missing; nothing to load.');
    return;
  }
  return whenNear(element, settings, () => load(element, signal));
}
