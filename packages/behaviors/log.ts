import { drupal } from './host/drupal.ts';

const said = new Set<string>();

/** A console warning that names the behaviour and the key; each distinct one is said once per page. */
export function warn(behavior: string, key: string, message: string): void {
  const text = `[kurzus] ${behavior}: "${key}" ${message}`;
  if (said.has(text)) return;
  said.add(text);
  console.warn(text);
}

/** A behaviour failed: name it, and let Drupal report it the way it reports its own behaviours. */
export function reportError(behavior: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  const named = new Error(`[kurzus] ${behavior}: ${reason}`, { cause: error });
  const host = drupal();
  if (host && typeof host.throwError === 'function') host.throwError(named);
  else console.error(named.message, error);
}
