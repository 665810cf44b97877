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
  const Twig: {
    twig(params: TwigParams): Template | null;
    // Twig.js calls filters with the value and the filter's arguments as an array.
    extendFilter(name: string, filter: (value: unknown, params?: unknown[]) => unknown): void;
    extendFunction(name: string, fn: (...args: never[]) => unknown): void;
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
