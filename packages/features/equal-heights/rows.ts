/** One member and where it sits: its group, its row (the top of its card) and its natural height. */
export interface Measured {
  readonly member: HTMLElement;
  readonly group: string;
  readonly row: number;
  /** Border-box height at its natural size. */
  readonly height: number;
  /** What min-height must say for the border box to reach a given height (content-box members need less). */
  readonly boxExtra: number;
}

/**
 * The min-height each member should get: the tallest natural height among the members of its group in its
 * row. A member with no companion in its row gets none.
 */
export function minHeights(measured: readonly Measured[]): Map<HTMLElement, number> {
  const rows = new Map<string, Measured[]>();
  for (const item of measured) {
    const key = `${item.group}\u0000${item.row}`;
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  const result = new Map<HTMLElement, number>();
  for (const row of rows.values()) {
    if (row.length < 2) continue;
    const tallest = Math.max(...row.map((item) => item.height));
    for (const item of row) result.set(item.member, tallest - item.boxExtra);
  }
  return result;
}

/**
 * The member's card: its largest ancestor inside the block that holds no other member of its group. Cards
 * in one row share their top even when what sits above the member (a title) wraps differently.
 */
export function cardOf(member: HTMLElement, block: HTMLElement, group: string): HTMLElement {
  let card = member;
  while (card.parentElement && card.parentElement !== block) {
    const parent = card.parentElement;
    const inGroup = [...parent.querySelectorAll<HTMLElement>('[data-equal-height]')].filter(
      (other) => other.dataset['equalHeight'] === group,
    );
    if (inGroup.length > 1) break;
    card = parent;
  }
  return card;
}
