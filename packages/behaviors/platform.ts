import type { FocusTrap, Options as FocusTrapOptions } from 'focus-trap';
import { warn } from './log.ts';
import type { DrupalSettings } from './types.ts';
import { safeUrl } from './url.ts';

export type CreateFocusTrap = (element: HTMLElement | HTMLElement[], options?: FocusTrapOptions) => FocusTrap;

let focusTrap: Promise<CreateFocusTrap | undefined> | undefined;

/**
 * What the bundle asks of the browser, in one object: a test replaces a method (`vi.spyOn(platform,
 * 'assign')`) to read where the page would go, what the media queries say, or to hold focus-trap back.
 */
export const platform = {
  /** Same window, as a followed link would. */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** A new tab that cannot reach back to this page. */
  openInNewTab(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
  /** A media query's list, or undefined where the browser has no matchMedia. */
  media(query: string): MediaQueryList | undefined {
    return typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
  },
  /** The visitor asked for less motion: animations jump to their end. */
  reducedMotion(): boolean {
    return platform.media('(prefers-reduced-motion: reduce)')?.matches ?? false;
  },
  /**
   * The site's desktop breakpoint in px: `kurzus.breakpoint`, 992 unless the site sends another. A bad
   * value warns in the name of the behaviour that asked.
   */
  breakpoint(settings: DrupalSettings, behavior = 'kurzus'): number {
    const raw = (settings['kurzus'] as { breakpoint?: unknown } | undefined)?.breakpoint;
    if (raw === undefined) return 992;
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 1) return value;
    warn(behavior, 'kurzus.breakpoint', `should be a number of at least 1 but is ${JSON.stringify(raw)}; using 992.`);
    return 992;
  },
  /**
   * focus-trap, loaded with the first modal that needs it (the same copy the dialogs' trap uses).
   * Undefined when it cannot be loaded: the modal still opens, without the trap.
   */
  loadFocusTrap(): Promise<CreateFocusTrap | undefined> {
    focusTrap ??= import('focus-trap').then(
      (module) => module.createFocusTrap,
      () => {
        focusTrap = undefined;
        return undefined;
      },
    );
    return focusTrap;
  },
};

export interface NavigateOptions {
  /** The behaviour that follows the address, and the attribute it came from: named in a refusal. */
  behavior: string;
  attribute: string;
  /** The control's own href, followed instead when the address is refused (if it is safe itself). */
  fallback?: string | null;
  /** In a new tab (a gift link), else in this window. */
  newTab?: boolean;
}

/**
 * Every navigation the bundle makes: the address is checked first (`safeUrl`). A refused one warns,
 * naming the behaviour and the attribute, and the control's own href is followed instead if that is
 * safe; otherwise nothing happens. Never throws. True when it navigated.
 */
export function navigate(raw: string | null | undefined, options: NavigateOptions): boolean {
  // The address is followed as written once it is checked: the browser resolves it the same way.
  if (raw != null && safeUrl(raw)) {
    if (options.newTab) platform.openInNewTab(raw);
    else platform.assign(raw);
    return true;
  }
  warn(options.behavior, options.attribute, `is not an http(s) or same-site address (${JSON.stringify(raw ?? null)}); not followed.`);
  const { fallback } = options;
  if (fallback == null || !safeUrl(fallback)) return false;
  platform.assign(fallback);
  return true;
}
