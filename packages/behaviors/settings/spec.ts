/** Returned by a field's parser when the raw value cannot be used. */
export const INVALID: unique symbol = Symbol('invalid');

/** How one settings key is read: its default, and a parser that accepts what Drupal prints. */
export interface Field<T> {
  readonly fallback: T;
  /** For the warning: what the key should hold. */
  readonly expected: string;
  parse(raw: unknown): T | typeof INVALID;
  /** A full dotted path to read this key from instead of the behaviour's own path (a key another module prints). */
  readonly at?: string;
}

/** A behaviour's settings: where they live in drupalSettings (a dotted path) and their keys. */
export interface SettingsSpec<S> {
  readonly path: string;
  readonly fields: { readonly [K in keyof S]: Field<S[K]> };
}
