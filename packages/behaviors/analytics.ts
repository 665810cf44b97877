import { warn } from './log.ts';
import type { Platform } from './platform.ts';
import { oneOf } from './settings/fields.ts';
import { resolveSettings } from './settings/resolve.ts';
import type { AnalyticsParams, DrupalSettings } from './types.ts';

declare global {
  interface Window {
    gtag?: (command: 'event', name: string, params: AnalyticsParams) => void;
    dataLayer?: unknown[];
  }
}

const PATH = 'kurzus.analytics.sink';
/** `kurzus.analytics.sink`: `auto` uses gtag where the page has it, else dataLayer. */
const spec = { path: 'kurzus.analytics', fields: { sink: oneOf(['auto', 'gtag', 'dataLayer'], 'auto') } };

/**
 * Records an event: `gtag('event', name, params)` when gtag is the sink (or, with `auto`, when it exists),
 * else a push of `{ event: name, ...params }` onto `dataLayer`. A broken sink never breaks the page.
 */
export function track(event: string, params: AnalyticsParams, settings: DrupalSettings, platform: Platform): void {
  const { sink } = resolveSettings(spec, settings, (key, message) => warn(platform, 'analytics', key, message));
  try {
    if (sink === 'gtag' || (sink === 'auto' && typeof window.gtag === 'function')) {
      if (typeof window.gtag !== 'function') throw new Error('gtag is not on the page');
      window.gtag('event', event, params);
    } else {
      (window.dataLayer ??= []).push({ event, ...params });
    }
  } catch (error) {
    warn(platform, 'analytics', PATH, `could not record "${event}": ${(error as Error).message}`);
  }
}
