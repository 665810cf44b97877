import { drupal } from './host/drupal.ts';
import type { Platform } from './platform.ts';

/** A console warning that names the behaviour and the key, through the registry's browser (which says each once). */
export function warn(platform: Pick<Platform, 'warn'>, behavior: string, key: string, message: string): void {
  platform.warn(`[kurzus] ${behavior}: "${key}" ${message}`);
}

/** A behaviour failed: name it, and let Drupal report it the way it reports its own behaviours. */
export function reportError(behavior: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  const named = new Error(`[kurzus] ${behavior}: ${reason}`, { cause: error });
  const host = drupal();
  if (host && typeof host.throwError === 'function') host.throwError(named);
  else console.error(named.message, error);
}
