/**
 * Example brands for the toolbar's brand switch: each is what a site would put on `:root` in a stylesheet
 * loaded after the theme's (docs/theming.md). The theme's own look sets nothing. Every text colour keeps
 * WCAG AA contrast on the backgrounds the theme uses it on.
 */
export const brands: Record<string, { title: string; tokens: Record<string, string> }> = {
  kurzus: { title: 'Kurzus (the theme as it ships)', tokens: {} },
  teal: {
    title: 'Teal',
    tokens: {
      '--kurzus-color-brand': '#0f766e',
      '--kurzus-color-brand-dark': '#115e59',
      '--kurzus-color-brand-tint': '#f0fdfa',
      '--kurzus-color-link': '#0f766e',
      '--kurzus-color-link-hover': '#115e59',
    },
  },
  violet: {
    title: 'Violet, serif, round',
    tokens: {
      '--kurzus-color-brand': '#6d28d9',
      '--kurzus-color-brand-dark': '#5b21b6',
      '--kurzus-color-brand-tint': '#f5f3ff',
      '--kurzus-color-link': '#6d28d9',
      '--kurzus-color-link-hover': '#5b21b6',
      '--kurzus-font-sans': "Georgia, 'Times New Roman', serif",
      '--kurzus-radius': '1rem',
    },
  },
};

/** Puts the brand's tokens on the element (the document's root), and takes every other brand's off. */
export function applyBrand(root: HTMLElement, brand: string): void {
  for (const { tokens } of Object.values(brands)) for (const name of Object.keys(tokens)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(brands[brand]?.tokens ?? {})) root.style.setProperty(name, value);
}
