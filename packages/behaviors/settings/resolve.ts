import type { DrupalSettings } from '../types.ts';
import { INVALID, type Field, type SettingsSpec } from './spec.ts';

export type Warn = (key: string, message: string) => void;

function lookup(settings: DrupalSettings, path: string): unknown {
  let node: unknown = settings;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** One value by its field: a missing one takes the default; a wrong one warns (`should be …`) and takes it too. */
export function readField<T>(field: Field<T>, value: unknown, warn: (message: string) => void): T {
  if (value === undefined) return field.fallback;
  const parsed = field.parse(value);
  if (parsed !== INVALID) return parsed;
  warn(`should be ${field.expected} but is ${JSON.stringify(value)}; using ${JSON.stringify(field.fallback)}.`);
  return field.fallback;
}

/** Reads a behaviour's settings; every missing key takes its default, every wrong one warns and does. */
export function resolveSettings<S>(spec: SettingsSpec<S>, settings: DrupalSettings, warn: Warn): S {
  const raw = lookup(settings, spec.path);
  const entries = Object.entries(spec.fields) as [keyof S, Field<S[keyof S]>][];
  if (raw !== undefined && !isPlainObject(raw)) {
    warn(spec.path, `should be an object but is ${JSON.stringify(raw)}; using the defaults.`);
  }
  const source = isPlainObject(raw) ? raw : {};
  const resolved = {} as S;
  for (const [key, field] of entries) {
    const value = field.at === undefined ? source[key as string] : lookup(settings, field.at);
    resolved[key] = readField(field, value, (message) => warn(field.at ?? `${spec.path}.${String(key)}`, message));
  }
  return resolved;
}
