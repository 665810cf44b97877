import { INVALID, type Field } from './spec.ts';

// Drupal config often reaches drupalSettings as strings ("20", "1"): accept those where the meaning is plain.

export function number(fallback: number, range: { min?: number; max?: number } = {}): Field<number> {
  const { min = -Infinity, max = Infinity } = range;
  return {
    fallback,
    expected: ['a number', min > -Infinity && `of at least ${min}`, max < Infinity && `of at most ${max}`].filter(Boolean).join(' '),
    parse(raw) {
      const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : INVALID;
    },
  };
}

export function boolean(fallback: boolean): Field<boolean> {
  const accepted = new Map<unknown, boolean>([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
  ]);
  return {
    fallback,
    expected: 'true or false',
    parse: (raw) => accepted.get(raw) ?? INVALID,
  };
}

/** A string; with `required`, one with more than spaces in it (a name, a selector). */
export function string(fallback: string, { required = false } = {}): Field<string> {
  return {
    fallback,
    expected: required ? 'a non-empty string' : 'a string',
    parse: (raw) => (typeof raw === 'string' && !(required && raw.trim() === '') ? raw : INVALID),
  };
}

/** A CSS selector the browser accepts. */
export function selector(fallback: string): Field<string> {
  const text = string(fallback, { required: true });
  return {
    fallback,
    expected: 'a CSS selector',
    parse(raw) {
      try {
        if (text.parse(raw) === INVALID) return INVALID;
        document.querySelector(raw as string);
        return raw as string;
      } catch {
        return INVALID;
      }
    },
  };
}

export function oneOf<T extends string>(values: readonly T[], fallback: T): Field<T> {
  return {
    fallback,
    expected: `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`,
    parse: (raw) => (values.includes(raw as T) ? (raw as T) : INVALID),
  };
}

/** A plain JSON object, passed on as it is (for configuration a library reads, e.g. DOMPurify's). */
export function plainObject(): Field<Record<string, unknown> | undefined> {
  return {
    fallback: undefined,
    expected: 'an object',
    parse: (raw) => (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : INVALID),
  };
}

/** The same field, read from a full dotted path of drupalSettings rather than from the behaviour's path. */
export function elsewhere<T>(path: string, field: Field<T>): Field<T> {
  return { ...field, at: path };
}

/** A map from names to values of one kind (e.g. `events: {PageView: true}`); one wrong value spoils the map. */
export function record<T>(values: Field<T>): Field<Record<string, T>> {
  return {
    fallback: {},
    expected: `an object whose values are ${values.expected}`,
    parse(raw) {
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return INVALID;
      const parsed: Record<string, T> = {};
      for (const [key, value] of Object.entries(raw)) {
        const one = values.parse(value);
        if (one === INVALID) return INVALID;
        parsed[key] = one;
      }
      return parsed;
    },
  };
}

/** A list whose every item the item field accepts; one bad item makes the whole list fall back. */
export function list<T>(item: Field<T>, fallback: readonly T[]): Field<readonly T[]> {
  return {
    fallback,
    expected: `a list of ${item.expected.replace(/^an? /, '')} values`,
    parse(raw) {
      if (!Array.isArray(raw)) return INVALID;
      const parsed = raw.map((value: unknown) => item.parse(value));
      return parsed.includes(INVALID) ? INVALID : (parsed as T[]);
    },
  };
}

/** An object with fixed keys, each read by its field (a missing key takes the field's default). */
export function shape<T extends object>(fields: { readonly [K in keyof T]: Field<T[K]> }, fallback: T): Field<T> {
  const keys = Object.keys(fields) as (keyof T)[];
  return {
    fallback,
    expected: `an object with ${keys.map(String).join(', ')}`,
    parse(raw) {
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return INVALID;
      const result = {} as T;
      for (const key of keys) {
        const value = (raw as Record<string, unknown>)[key as string];
        const parsed = value === undefined ? fields[key].fallback : fields[key].parse(value);
        if (parsed === INVALID) return INVALID;
        result[key] = parsed;
      }
      return result;
    },
  };
}
