import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { buildEditorCss } from '../../esbuild.config.ts';

describe("CKEditor 5's stylesheet (ckeditor5-stylesheets)", () => {
  it('is named by the info file', () => {
    const info = load(readFileSync('theme/kurzus.info.yml', 'utf8')) as Record<string, unknown>;
    expect(info['ckeditor5-stylesheets']).toEqual(['css/ckeditor5.css']);
  });

  it("carries the site's text typography, every rule scoped to the editing area, so the admin theme keeps its look", async () => {
    const result = await buildEditorCss(undefined, { write: false });
    const css = result.outputFiles![0]!.text;
    // What stands before each `{` (an at-rule's prelude left out).
    const selectors = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?:^|[{};])\s*([^{}@;\s][^{};]*)\{/g)]
      .flatMap((match) => match[1]!.split(','))
      .map((selector) => selector.trim())
      .filter((selector) => selector !== '' && !selector.startsWith('@'));
    expect(selectors).toContain('.ck-content h2');
    expect(selectors).toContain('.ck-content a:hover');
    expect(selectors.filter((selector) => selector !== ':root' && !selector.startsWith('.ck-content'))).toEqual([]);
  });
});
