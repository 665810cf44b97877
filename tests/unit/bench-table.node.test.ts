import { expect, it } from 'vitest';
import { foldPages, markdownTable, type Row } from '../../scripts/bench/table.ts';
import { legacyScripts, stackPage } from '../../scripts/bench/routes.ts';

it("folds each page's rows into one row per label for the README, the largest figure of every column", () => {
  const page = (name: string, kurzus: number, drupal: number, jquery: number): Row => ({
    measure: `JS before load, ${name} page (gzip)`,
    unit: 'B',
    kurzus,
    drupal,
    jquery,
    largestOf: 'JS before load, the largest of {pages} pages (gzip)',
  });
  const eager: Row = { measure: 'eager JS', unit: 'B', kurzus: 8000, drupal: 8000, jquery: 40000 };
  const rows = [eager, page('home', 8100, 8000, 37000), page('contact', 8000, 8200, 38000), page('gallery', 7000, 7000, 36000)];
  expect(markdownTable(foldPages(rows)).split('\n').slice(2)).toEqual([
    '| eager JS | 8,000 B | 8,000 B | 40,000 B | 0.20× | 0.20× |',
    '| JS before load, the largest of 3 pages (gzip) | 8,100 B | 8,200 B | 38,000 B | 0.21× | 0.22× |',
  ]);
  // The full table keeps every page's row.
  expect(markdownTable(rows).split('\n')).toHaveLength(6);
});

it("gives the jQuery stack's and the floor's pages none of Kurzus's scripts, only their own", () => {
  const scripts = (html: string | undefined) => [...(html ?? '').matchAll(/<script src="([^"?]+)/g)].map((match) => match[1]);
  expect(scripts(stackPage('jquery', 'gallery.html'))).toEqual(legacyScripts.map(({ url }) => url));
  expect(scripts(stackPage('bare', 'performances.html'))).toEqual(['/bench/vendor/once.min.js']);
  expect(stackPage('jquery', 'gallery.html')).toContain('/bench/vendor/colorbox.css');
});

it("lets the pointer onto the jQuery stack's coming-soon tickets, which Kurzus's stylesheet holds off until its own bundle takes them", () => {
  const head = /<head>([\s\S]*)<\/head>/.exec(stackPage('jquery', 'performances.html')!)![1]!;
  expect(head.slice(head.indexOf('kurzus.css'))).toMatch(
    /a\[data-kurzus~='ticket'\]\[href='\/'\]:not\(\[data-once~='kurzus-ticket'\]\) \{ pointer-events: auto; \}/,
  );
  expect(stackPage('bare', 'performances.html')).not.toContain('pointer-events');
});
