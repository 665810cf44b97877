import { defineFeature, number, safeUrl, type FeatureContext } from '#behaviors';

export interface LazySettings {
  /** px around the viewport within which media loads (jQuery Lazy's `threshold`). */
  threshold: number;
  /**
   * jQuery Lazy's `throttle` (ms between looks on scroll): accepted as the site sends it, and unused, since
   * every browser the bundle is built for tells when an element comes near through IntersectionObserver.
   */
  throttle: number;
}

export const LOADED = 'is-loaded';

/**
 * Whether a srcset names only http(s) or relative addresses. Its words are split at spaces and commas (a
 * comma inside an address splits it too, which only makes the check stricter): any word that starts with
 * a scheme must be an http(s) address.
 */
const safeSrcset = (srcset: string) =>
  srcset.split(/[\s,]+/).every((word) => !/^[a-z][a-z\d+.-]*:/i.test(word) || safeUrl(word) !== undefined);

/** Moves `data-src`, `data-srcset` and `data-sizes` into place (and away, so nothing loads twice). */
function load(element: HTMLImageElement | HTMLIFrameElement, context: FeatureContext<LazySettings>) {
  const { src, srcset, sizes } = element.dataset;
  context.listen(element, 'load', () => element.classList.add(LOADED), { once: true });
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
export default defineFeature<'media', LazySettings>({
  settings: { path: 'kurzus.lazy', fields: { threshold: number(500, { min: 0 }), throttle: number(250, { min: 0 }) } },
  mount(element, context) {
    if (!element.dataset['src'] && !element.dataset['srcset']) {
      // Loaded already (attached again after it loaded) or printed without a source.
      if (!element.getAttribute('src')) context.warn('data-src', 'is missing; nothing to load.');
      return;
    }
    // Editor markup: a frame given `javascript:` would run it in the page.
    const { src, srcset } = element.dataset;
    if (src && !safeUrl(src)) {
      context.warn('data-src', 'is not an http(s) address; not loaded.');
      return;
    }
    if (srcset && !safeSrcset(srcset)) {
      context.warn('data-srcset', 'holds an address that is not http(s); not loaded.');
      return;
    }
    context.whenNear(element, context.settings.threshold, () => load(element, context));
  },
});
