// twig.js and Drupal's Twig extensions ship no types: only what scripts/twig/render.ts uses.
declare module 'twig' {
  interface Template {
    render(context?: Record<string, unknown>): string;
  }
  interface TwigParams {
    id?: string;
    ref?: string;
    data?: string;
    allowInlineIncludes?: boolean;
    autoescape?: boolean;
    rethrow?: boolean;
  }
  /** A tag's token: what its regex matched while it compiles, then whatever `compile` kept on it. */
  interface TagToken {
    match: string[];
    [key: string]: unknown;
  }
  interface TagDefinition {
    type: string;
    regex: RegExp;
    next: string[];
    open: boolean;
    compile(token: TagToken): TagToken;
    parse(token: TagToken, context: Record<string, unknown>, chain: boolean): { chain: boolean; output: string };
  }
  /** twig.js's internals, as `Twig.extend` hands them over. */
  interface Internals {
    Template: { prototype: { render(this: unknown, ...args: unknown[]): unknown } };
  }
  const Twig: {
    twig(params: TwigParams): Template | null;
    extendTag(definition: TagDefinition): void;
    extend(extension: (internals: Internals) => void): void;
    // Twig.js calls filters with the value and the filter's arguments as an array.
    extendFilter(name: string, filter: (value: unknown, params?: unknown[]) => unknown): void;
    // `this` is the render's state (its template and context).
    extendFunction(name: string, fn: (this: never, ...args: never[]) => unknown): void;
  };
  export default Twig;
}

declare module 'drupal-twig-extensions/twig' {
  import type Twig from 'twig';
  export function addDrupalExtensions(twig: typeof Twig, config?: Record<string, unknown>): void;
  export class Attribute extends Map<string, unknown> {
    constructor(entries?: Iterable<readonly [string, unknown]>);
    addClass(...classes: unknown[]): this;
    removeClass(...classes: unknown[]): this;
    setAttribute(name: string, value: unknown): this;
    removeAttribute(name: string): this;
    toString(): string;
  }
}
