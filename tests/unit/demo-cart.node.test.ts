import { expect, it } from 'vitest';
import { variationName } from '../../scripts/demo/cart.ts';
import { fixtureHtml } from '../../scripts/demo/fixtures.ts';

it("names every product variation the fixtures' buttons and bundle settings add to the cart", () => {
  const ids = new Set<number>();
  for (const page of ['courses', 'bundle']) {
    const html = fixtureHtml(page)!;
    for (const [, id] of html.matchAll(/\/add-to-cart\\?\/(\d+)/g)) ids.add(Number(id));
  }
  expect([...ids].sort((a, b) => a - b)).toEqual([1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 19, 20, 21, 22, 23, 24]);
  const unnamed = [...ids].filter((id) => variationName(id).startsWith('Termékváltozat'));
  expect(unnamed).toEqual([]);
  expect(variationName(13)).toBe('A Boldogság – online kurzus (ajándék)');
  expect(variationName(11)).toBe('2+1 csomag: A Boldogság + A Megoldás + A Kulcs (ajándék)');
});
