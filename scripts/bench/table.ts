// The benchmark's table: one row per measure, one column per stack, and the Kurzus / jQuery ratios.

export interface Row {
  measure: string;
  unit: 'B' | 'ms' | 'MB' | '×' | 'score';
  kurzus: number;
  drupal: number;
  jquery?: number;
  /** False where Kurzus / jQuery says nothing: ratios already, heap growth, the floor every stack shares. */
  compare?: boolean;
}

function format(value: number | undefined, unit: Row['unit']): string {
  if (value === undefined) return '–';
  if (Number.isNaN(value)) return 'n/a';
  if (unit === 'B') return `${value.toLocaleString('en-US')} B`;
  if (unit === 'MB') return `${value.toFixed(2)} MB`;
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
