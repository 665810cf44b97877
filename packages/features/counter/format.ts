/**
 * Writes numbers the way the server wrote one: the same digit grouping ('1 250' with a space or a
 * no-break space, '1.250', '1,250' or none), the same decimal mark, and the text around the number kept.
 */
export interface NumberFormat {
  format(value: number): string;
}

// A digit, then digits and the separators servers group with (space, no-break spaces, dot, comma, apostrophe).
const NUMBER = /\d(?:[\d\s.,'\u00a0\u202f]*\d)?/;

/** `decimals`: how many fraction digits the target has (from `data-count`). */
export function formatLike(serverText: string, decimals: number): NumberFormat {
  const match = NUMBER.exec(serverText);
  const before = match ? serverText.slice(0, match.index) : '';
  const after = match ? serverText.slice(match.index + match[0].length) : '';
  const digits = match?.[0] ?? '';
  const integerPart = decimals > 0 ? digits.slice(0, -(decimals + 1)) : digits;
  const decimalMark = decimals > 0 ? (digits.at(-(decimals + 1)) ?? '.') : '';
  const groupSeparator = /\D+/.exec(integerPart)?.[0] ?? '';

  return {
    format(value) {
      const [whole = '0', fraction = ''] = value.toFixed(decimals).split('.');
      const grouped = groupSeparator ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator) : whole;
      return before + grouped + (decimals > 0 ? decimalMark + fraction : '') + after;
    },
  };
}
