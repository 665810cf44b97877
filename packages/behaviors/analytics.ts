import { warn } from './log.ts';
import type { AnalyticsParams, DrupalSettings } from './types.ts';

declare global {
  interface Window {
    gtag?: (command: 'event', name: string, params: AnalyticsParams) => void;
    dataLayer?: unknown[];
  }
}

type Sink = 'auto' | 'gtag' | 'dataLayer';
const SINKS: readonly Sink[] = ['auto', 'gtag', 'dataLayer'];
const PATH = 'kurzus.analytics.sink';

/** `kurzus.analytics.sink`: one of the sinks, `auto` when missing; anything else warns and is `auto`. */
function sinkOf(settings: DrupalSettings): Sink {
  const kurzus = settings['kurzus'] as { analytics?: { sink?: unknown } } | undefined;
  const raw = kurzus?.analytics?.sink;
  if (raw === undefined) return 'auto';
  if (SINKS.includes(raw as Sink)) return raw as Sink;
  warn(
    'analytics',
    PATH,
    `should be one of ${SINKS.map((sink) => JSON.stringify(sink)).join(', ')} but is ${JSON.stringify(raw)}; using "auto".`,
  );
  return 'auto';
}

/**
 * Records an event: `gtag('event', name, params)` when gtag is the sink (or, with `auto`, when it exists),
 * else a push of `{ event: name, ...params }` onto `dataLayer`. A broken sink never breaks the page.
 */
export function track(event: string, params: AnalyticsParams, settings: DrupalSettings): void {
  const sink = sinkOf(settings);
  try {
    if (sink === 'gtag' || (sink === 'auto' && typeof window.gtag === 'function')) {
      if (typeof window.gtag !== 'function') throw new Error('gtag is not on the page');
      window.gtag('event', event, params);
    } else {
      (window.dataLayer ??= []).push({ event, ...params });
    }
  } catch (error) {
    warn('analytics', PATH, `could not record "${event}": ${(error as Error).message}`);
  }
}
