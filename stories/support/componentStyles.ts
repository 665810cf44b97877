/// <reference types="vite/types/importMeta.d.ts" />
/**
 * The components' own stylesheets (theme/components/<name>/<name>.css), loaded for the components a story's
 * markup holds, found by the data-component-id Drupal gives their roots. They go before the site's and the
 * bundle's styles, where Drupal puts them (the CSS category `component` sorts before `theme`).
 */
const styles = import.meta.glob<string>('../../theme/components/*/*.css', { query: '?inline', import: 'default', eager: true });

const styleOf = (machineName: string) => styles[`../../theme/components/${machineName}/${machineName}.css`];

/** The components (`<name>`) whose roots the markup holds. */
const componentsIn = (markup: string) => [
  ...new Set([...markup.matchAll(/data-component-id="kurzus:([\w-]+)"/g)].map((match) => match[1]!)),
];

/** Adds the stylesheets of the markup's components to the page; returns what takes them away again. */
export function loadComponentStyles(markup: string): () => void {
  const added = componentsIn(markup).flatMap((machineName) => {
    const css = styleOf(machineName);
    if (css === undefined || document.head.querySelector(`style[data-component="${machineName}"]`)) return [];
    const style = document.createElement('style');
    style.dataset['component'] = machineName;
    style.textContent = css;
    document.head.insertBefore(style, document.head.querySelector('style, link[rel="stylesheet"]'));
    return [style];
  });
  return () => added.forEach((style) => style.remove());
}
