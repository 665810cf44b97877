/// <reference types="vite/client" />
import source from '../../theme/styles/tokens.css?raw';

/** One design token as the theme's token source defines it. */
export interface Token {
  /** The custom property, `--kurzus-…`. */
  name: string;
  /** Its value at the narrowest screen (a media query may change it further up: `wider`). */
  value: string;
  /** The heading of its group in the source (`Colour`, `Type`, `Spacing`…). */
  group: string;
  /** The values a media query gives it, as `query: value`. */
  wider: string[];
}

const declaration = /(--kurzus-[a-z0-9-]+)\s*:\s*([^;]+);/g;

/**
 * The tokens of `theme/styles/tokens.css`, read from the file itself so the Foundations pages cannot drift from
 * it: each `:root` declaration, under the comment that heads its group (`/* Spacing: … *\/` → `Spacing`).
 */
function parseTokens(css: string = source): Token[] {
  const tokens = new Map<string, Token>();
  const base = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  let group = '';
  for (const line of base.split('\n')) {
    const heading = /^\s*\/\*\s*([^:.*]+)/.exec(line);
    if (heading) group = heading[1]!.trim();
    for (const [, name, value] of line.matchAll(declaration)) tokens.set(name!, { name: name!, value: value!.trim(), group, wider: [] });
  }
  for (const [, query, block] of css.matchAll(/@media\s*([^{]+){\s*:root\s*{([^}]*)}/g)) {
    for (const [, name, value] of block!.matchAll(declaration)) tokens.get(name!)?.wider.push(`${query!.trim()}: ${value!.trim()}`);
  }
  return [...tokens.values()];
}

/** The groups in source order, each with its tokens. */
export function tokenGroups(tokens: Token[] = parseTokens()): Map<string, Token[]> {
  const groups = new Map<string, Token[]>();
  for (const token of tokens) groups.set(token.group, [...(groups.get(token.group) ?? []), token]);
  return groups;
}

/** WCAG 2 contrast ratio of two `#rgb` / `#rrggbb` colours; undefined for any other notation. */
export function contrast(a: string, b: string): number | undefined {
  const luminance = (hex: string) => {
    const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
    if (!digits) return undefined;
    const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
    const [r, g, b] = [0, 2, 4].map((start) => {
      const channel = parseInt(full.slice(start, start + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [first, second] = [luminance(a), luminance(b)];
  if (first === undefined || second === undefined) return undefined;
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}
