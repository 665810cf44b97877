import { readFileSync } from 'node:fs';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import * as foundations from '../../stories/foundations.stories.tsx';
import { applyBrand, brands } from '../../stories/support/brands.ts';
import { contrast } from '../../stories/support/tokens.ts';

setProjectAnnotations(preview);

/** Every custom property the token source declares, read here on its own (not through the stories' parser). */
const declared = [
  ...new Set([...readFileSync('theme/styles/tokens.css', 'utf8').matchAll(/(--kurzus-[a-z0-9-]+)\s*:/g)].map(([, name]) => name!)),
];

describe('Foundations › Tokens', () => {
  it('lists every custom property of theme/styles/tokens.css, each once, with its value', () => {
    const listed: string[] = [];
    for (const Story of Object.values(composeStories(foundations))) {
      const { container, unmount } = render(<Story />);
      for (const row of container.querySelectorAll('[data-token]')) {
        listed.push(row.getAttribute('data-token')!);
        expect(row.querySelector('td code')?.textContent).not.toBe('');
      }
      unmount();
    }
    expect(listed.sort()).toEqual([...declared].sort());
  });

  it('is what docs/theming.md names, token by token', () => {
    const doc = readFileSync('docs/theming.md', 'utf8');
    expect(declared.filter((name) => !doc.includes(`\`${name}\``))).toEqual([]);
  });

  it('gives each colour its contrast on the page and on the night band, and the gutter its wider value', () => {
    const { Colour, Layout } = composeStories(foundations);
    const { container, unmount } = render(
      <>
        <Colour />
        <Layout />
      </>,
    );
    expect(container.querySelector('[data-token="--kurzus-color-ink"]')?.textContent).toContain('15.8:1 on page (AA text)');
    expect(container.querySelector('[data-token="--kurzus-color-on-night"]')?.textContent).toContain('on night (AA text)');
    expect(container.querySelector('[data-token="--kurzus-gutter"]')?.textContent).toContain('(min-width: 48em): 1.5rem');
    unmount();
  });
});

describe('the brand switch', () => {
  afterEach(() => applyBrand(document.documentElement, 'kurzus'));

  it("sets a brand's tokens on the root, and takes them off for the theme's own look", () => {
    const root = document.documentElement;
    applyBrand(root, 'violet');
    expect(root.style.getPropertyValue('--kurzus-color-brand')).toBe('#6d28d9');
    expect(root.style.getPropertyValue('--kurzus-radius')).toBe('1rem');
    applyBrand(root, 'teal');
    expect(root.style.getPropertyValue('--kurzus-color-brand')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--kurzus-radius')).toBe('');
    applyBrand(root, 'kurzus');
    expect(root.getAttribute('style') ?? '').toBe('');
  });

  it.each(Object.entries(brands).filter(([, { tokens }]) => tokens['--kurzus-color-brand']))(
    '%s keeps white text on its buttons readable (WCAG AA)',
    (_brand, { tokens }) => {
      for (const name of ['--kurzus-color-brand', '--kurzus-color-brand-dark', '--kurzus-color-link']) {
        expect(contrast(tokens[name]!, '#fff')).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
