// @vitest-environment node
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support.ts';

const open = useBrowser();
const fixture = '/fixtures/packages.html';

interface Member {
  group: string;
  /** The top of the member's card: cards in one visual row share it. */
  row: number;
  height: number;
  natural: number;
  minHeight: string;
}

/**
 * Every visible member of a listing block: its height now, and its natural height: without any min-height,
 * and not stretched by its grid row (cards line up their members by subgrid).
 */
function measure(page: Page, block = '.listing--packages'): Promise<Member[]> {
  return page.evaluate((block) => {
    const members = [...document.querySelectorAll<HTMLElement>(`${block} [data-equal-height]`)].filter(
      (member) => member.getClientRects().length > 0,
    );
    const now = members.map((member) => ({ member, height: member.getBoundingClientRect().height, minHeight: member.style.minHeight }));
    members.forEach((member) => {
      member.style.removeProperty('min-height');
      if (getComputedStyle(member.parentElement!).display === 'grid') member.style.alignSelf = 'start';
    });
    const measured = now.map(({ member, height, minHeight }) => ({
      group: member.dataset['equalHeight']!,
      row: Math.round(member.closest('.views-row')!.getBoundingClientRect().top),
      height,
      natural: member.getBoundingClientRect().height,
      minHeight,
    }));
    now.forEach(({ member, minHeight }) => {
      member.style.removeProperty('align-self');
      member.style.minHeight = minHeight;
    });
    return measured;
  }, block);
}

/**
 * Checks the rule on what the page shows: within a row, each group's members are as tall as the row's
 * tallest (to the pixel); a member alone in its row keeps its natural height. Returns the rows' sizes.
 */
async function expectEqualPerRow(page: Page, block?: string): Promise<number[]> {
  const members = await measure(page, block);
  const rows = new Map<string, Member[]>();
  for (const member of members) rows.set(`${member.group}@${member.row}`, [...(rows.get(`${member.group}@${member.row}`) ?? []), member]);
  for (const row of rows.values()) {
    const tallest = Math.max(...row.map((member) => member.natural));
    for (const member of row) {
      if (row.length === 1) {
        expect(member.minHeight).toBe('');
        expect(Math.round(member.height)).toBe(Math.round(member.natural));
      } else {
        expect(Math.round(member.height)).toBe(Math.round(tallest));
      }
    }
  }
  return [...rows.values()].map((row) => row.length);
}

/** Waits until the page follows the rule (heights settle a frame after a change), then checks it. */
async function settled(page: Page, block?: string): Promise<number[]> {
  await expect
    .poll(async () =>
      expectEqualPerRow(page, block).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  return expectEqualPerRow(page, block);
}

describe('equal heights in the packages block', () => {
  it('evens out descriptions and episode lists per row of four on a desktop', async () => {
    const { page, logs } = await open(fixture, { viewport: { width: 1280, height: 900 } });
    // Four cards share the first row; the two extra packages are hidden until 'További csomagok'.
    expect(await settled(page)).toEqual([4, 4]);
    const members = await measure(page);
    // Something really was evened out: the natural heights differ.
    expect(new Set(members.filter((m) => m.group === 'description').map((m) => Math.round(m.natural))).size).toBeGreaterThan(1);
    expect(logs).toEqual([]);
  });

  it('evens out per row of two on a tablet, each row to its own tallest', async () => {
    const { page } = await open(fixture, { viewport: { width: 700, height: 900 } });
    expect(await settled(page)).toEqual([2, 2, 2, 2]);
    const descriptions = (await measure(page)).filter((m) => m.group === 'description');
    expect(Math.round(descriptions[0]!.height)).not.toBe(Math.round(descriptions[2]!.height));
  });

  it('leaves natural heights where the cards stack in one column', async () => {
    const { page } = await open(fixture, { viewport: { width: 400, height: 800 } });
    expect(await settled(page)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(await page.locator('.listing--packages [data-equal-height][style*="min-height"]').count()).toBe(0);
  });

  it('measures again when the window is resized', async () => {
    const { page } = await open(fixture, { viewport: { width: 1280, height: 900 } });
    expect(await settled(page)).toEqual([4, 4]);
    await page.setViewportSize({ width: 700, height: 900 });
    expect(await settled(page)).toEqual([2, 2, 2, 2]);
    await page.setViewportSize({ width: 400, height: 900 });
    expect(await settled(page)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    // Three columns: the fourth card is alone in its row and keeps its natural height.
    await page.setViewportSize({ width: 1100, height: 900 });
    expect(await settled(page)).toEqual([3, 3, 1, 1]);
  });

  it('measures again when show-more reveals more cards', async () => {
    const { page } = await open(fixture, { viewport: { width: 1280, height: 900 } });
    expect(await settled(page)).toEqual([4, 4]);
    // The toggle's code loads as it comes near the viewport (a `visible` behaviour): the visitor scrolls to it.
    await page.getByText('További csomagok', { exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'További csomagok' }).click();
    // The two extra packages form a second row of their own, evened out between themselves.
    expect(await settled(page)).toEqual([4, 4, 2, 2]);
    const second = (await measure(page)).filter((m) => m.group === 'description').slice(4);
    expect(Math.round(second[0]!.natural)).not.toBe(Math.round(second[1]!.natural));
  });

  it('measures again when an image inside the block loads late', async () => {
    const { page } = await open('about:blank', { viewport: { width: 1280, height: 900 } });
    // Hold the first cover back; the block lays out without it, then grows when it arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/fixtures/assets/cover-1.svg', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(fixture, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => document.querySelectorAll('.listing--packages img').forEach((img) => img.removeAttribute('height')));
    await settled(page);
    release();
    await expect
      .poll(() =>
        page
          .locator('.listing--packages img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(await settled(page)).toEqual([4, 4]);
  });
});

describe('equal heights in every listing block of the courses page', () => {
  const blocks = ['kurzusok', 'csomagok', 'ajandekcsomagok', 'eloadasfelvetelek'].map(
    (view) => `#block-kurzus-views-block-${view}-block-1`,
  );

  it.each([1280, 800])('evens out each block per row at %i px, where cards share a row', async (width) => {
    const { page, logs } = await open('/fixtures/courses.html', { viewport: { width, height: 900 } });
    for (const block of blocks) {
      await page.locator(block).scrollIntoViewIfNeeded();
      const rows = await settled(page, block);
      expect(Math.max(...rows), block).toBeGreaterThan(1);
    }
    expect(logs).toEqual([]);
  });

  it('leaves every member at its natural height where the cards stack in one column', async () => {
    const { page } = await open('/fixtures/courses.html', { viewport: { width: 400, height: 900 } });
    for (const block of blocks) {
      await page.locator(block).scrollIntoViewIfNeeded();
      expect(
        (await settled(page, block)).every((size) => size === 1),
        block,
      ).toBe(true);
    }
    expect(await page.locator('[data-equal-height][style*="min-height"]').count()).toBe(0);
  });
});
