// @drupal/once ships no types, and its package exports point at a path that bundlers reject
// ("src/once.js" without the leading "./"): esbuild and Vitest alias it to src/once.js.
declare module '@drupal/once' {
  type Selector = string | Element | ArrayLike<Element> | null;
  interface Once {
    (id: string, selector: Selector, context?: Document | DocumentFragment | Element): Element[];
    remove(id: string, selector: Selector, context?: Document | DocumentFragment | Element): Element[];
    filter(id: string, selector: Selector, context?: Document | DocumentFragment | Element): Element[];
    find(id?: string, context?: Document | DocumentFragment | Element): Element[];
  }
  const once: Once;
  export default once;
}
