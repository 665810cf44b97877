// The benchmark's table: one row per measure, one column per stack, and the Kurzus / jQuery ratios.

export interface Row {
  measure: string;
  unit: 'B' | 'B per cycle' | 'ms' | '×' | 'score';
  kurzus: number;
  drupal: number;
  jquery?: number;
  /** False where Kurzus / jQuery says nothing: ratios already, the floor every stack shares. */
  compare?: boolean;
  /** A figure of one page among many: the README folds them into one row of this label (`{pages}`: their count). */
  largestOf?: string;
}

/**
 * The README's shorter table: the rows of one page each folded into one row per label, with the largest
 * figure of every column (each page's own row stays in docs/benchmark.md).
 */
export function foldPages(rows: readonly Row[]): Row[] {
  const folded: Row[] = [];
  const groups = new Map<string, { row: Row; pages: number }>();
  const larger = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : Math.max(a, b));
  for (const { largestOf, ...row } of rows) {
    const group = largestOf === undefined ? undefined : groups.get(largestOf);
    if (largestOf === undefined) folded.push(row);
    else if (!group) {
      const first = { ...row };
      groups.set(largestOf, { row: first, pages: 1 });
      folded.push(first);
    } else {
      group.pages++;
      group.row.kurzus = Math.max(group.row.kurzus, row.kurzus);
      group.row.drupal = Math.max(group.row.drupal, row.drupal);
      const jquery = larger(group.row.jquery, row.jquery);
      if (jquery === undefined) delete group.row.jquery;
      else group.row.jquery = jquery;
    }
  }
  for (const [label, { row, pages }] of groups) row.measure = label.replace('{pages}', pages.toLocaleString('en-US'));
  return folded;
}

function format(value: number | undefined, unit: Row['unit']): string {
  if (value === undefined) return '–';
  if (Number.isNaN(value)) return 'n/a';
  if (unit === 'B') return `${value.toLocaleString('en-US')} B`;
  if (unit === 'B per cycle') return `${value.toFixed(2)} B per cycle`;
  if (unit === '×') return `${value.toFixed(2)}×`;
  if (unit === 'score') return value.toFixed(3);
  return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
}

const ratio = (value: number, base: number | undefined) =>
  base === undefined || !Number.isFinite(value / base) ? '–' : `${(value / base).toFixed(2)}×`;

export function markdownTable(rows: readonly Row[]): string {
  const lines = [
    '| measure | Kurzus | Kurzus under Drupal | jQuery stack | Kurzus / jQuery | Kurzus under Drupal / jQuery |',
    '| --- | --: | --: | --: | --: | --: |',
  ];
  for (const row of rows) {
    const compare = row.compare ?? true;
    const cells = [
      row.measure,
      format(row.kurzus, row.unit),
      format(row.drupal, row.unit),
      format(row.jquery, row.unit),
      compare ? ratio(row.kurzus, row.jquery) : '–',
      compare ? ratio(row.drupal, row.jquery) : '–',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
