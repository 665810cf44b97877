import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const tokensSource = readFileSync(path.join(root, 'theme/styles/tokens.css'), 'utf8');
/** The tokens' values on `:root` (the first block: a media query may change some further up). */
const tokens = new Map(
  [.../:root\s*{([^}]*)}/.exec(tokensSource)![1]!.matchAll(/(--kurzus-[a-z0-9-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
    name!,
    value!.trim(),
  ]),
);

/** Each `var(--kurzus-…, fallback)` of a stylesheet, its fallback read up to the matching parenthesis. */
function fallbacks(css: string): { name: string; fallback: string }[] {
  const found: { name: string; fallback: string }[] = [];
  for (const match of css.matchAll(/var\((--kurzus-[a-z0-9-]+)\s*,/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; end < css.length && depth > 0; end++) depth += css[end] === '(' ? 1 : css[end] === ')' ? -1 : 0;
    found.push({ name: match[1]!, fallback: css.slice(match.index + match[0].length, end - 1).trim() });
  }
  return found;
}

const widgetStyles = readdirSync(path.join(root, 'packages'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

describe("the widgets' stylesheets and the tokens", () => {
  it('finds them', () => expect(widgetStyles.length).toBeGreaterThan(10));

  it.each(widgetStyles)("%s: each token's fallback is the token's own value, so a theme without the tokens looks the same", (file) => {
    const css = readFileSync(path.join(root, file), 'utf8');
    // A property of the widget's own (the slider's --kurzus-slide-size) is no token: its comment names it.
    const own = (name: string) => !tokens.has(name) && /\/\*[^]*?\*\//.exec(css)?.[0].includes(name);
    const wrong = fallbacks(css)
      .filter(({ name, fallback }) => !own(name) && tokens.get(name) !== fallback)
      .map(({ name, fallback }) => `${name}: ${fallback} (the token is ${tokens.get(name) ?? 'not defined'})`);
    expect(wrong).toEqual([]);
  });
});
