import { warn } from '../log.ts';
import type { Platform } from '../platform.ts';
import type { DrupalSettings } from '../types.ts';

/** The site's desktop width in px unless it sends another (`kurzus.breakpoint`). */
export const DEFAULT_BREAKPOINT = 992;

/** `kurzus.breakpoint`: the site's desktop width in px; a bad value warns in the behaviour's name, then 992. */
export function breakpoint(settings: DrupalSettings, behavior: string, platform: Platform): number {
  const raw = (settings['kurzus'] as { breakpoint?: unknown } | undefined)?.breakpoint;
  if (raw === undefined) return DEFAULT_BREAKPOINT;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 1) return value;
  warn(
    platform,
    behavior,
    'kurzus.breakpoint',
    `should be a number of at least 1 but is ${JSON.stringify(raw)}; using ${DEFAULT_BREAKPOINT}.`,
  );
  return DEFAULT_BREAKPOINT;
}
