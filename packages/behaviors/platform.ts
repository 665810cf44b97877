import { warn } from './log.ts';
import { safeUrl } from './url.ts';

/**
 * What the bundle asks of the browser beyond the element it mounts on: where to go, what the media
 * queries say, what the browser remembers, the network. Each registry carries one (`createRegistry`'s
 * `platform` option); a test gives its registry its own to read where the page would go.
 */
export interface Platform {
  /** Same window, as a followed link would. */
  assign(url: string): void;
  /** A new tab that cannot reach back to this page. */
  openInNewTab(url: string): void;
  media(query: string): MediaQueryList;
  /** The visitor asked for less motion: animations jump to their end. */
  reducedMotion(): boolean;
  /** A value the browser keeps for the site (localStorage); null where there is none or storage is refused. */
  stored(key: string): string | null;
  /** Keeps a value; where the browser refuses (privacy modes, quota) it is not kept, and nothing throws. */
  store(key: string, value: string): void;
  fetch(input: string, init?: RequestInit): Promise<Response>;
  /** A console warning; each distinct text is said once (a page has one registry, so once per page). */
  warn(text: string): void;
}

/** A left click without modifier keys: one a page may take over; the others (new tab, download) are the browser's. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** A click the browser should keep: a modified one (new tab, new window) or one already handled. */
export const leftToBrowser = (event: MouseEvent) => event.defaultPrevented || !isPlainClick(event);

/** Takes a click for the control's own action (its default prevented), unless it is the browser's. */
export function takeClick(event: MouseEvent): boolean {
  if (leftToBrowser(event)) return false;
  event.preventDefault();
  return true;
}

/** The browser itself. Each call reaches the global at call time, so a test's fake timers or stubs apply. */
export function browserPlatform(): Platform {
  const media = (query: string) => window.matchMedia(query);
  const said = new Set<string>();
  return {
    assign: (url) => window.location.assign(url),
    openInNewTab: (url) => void window.open(url, '_blank', 'noopener'),
    media,
    reducedMotion: () => media('(prefers-reduced-motion: reduce)').matches,
    stored(key) {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    store(key, value) {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Not kept this time.
      }
    },
    fetch: (input, init) => window.fetch(input, init),
    warn(text) {
      if (said.has(text)) return;
      said.add(text);
      console.warn(text);
    },
  };
}

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
export function navigate(platform: Platform, raw: string | null | undefined, options: NavigateOptions): boolean {
  // The address is followed as written once it is checked: the browser resolves it the same way.
  if (raw != null && safeUrl(raw)) {
    if (options.newTab) platform.openInNewTab(raw);
    else platform.assign(raw);
    return true;
  }
  warn(
    platform,
    options.behavior,
    options.attribute,
    `is not an http(s) or same-site address (${JSON.stringify(raw ?? null)}); not followed.`,
  );
  const { fallback } = options;
  if (fallback == null || !safeUrl(fallback)) return false;
  platform.assign(fallback);
  return true;
}
