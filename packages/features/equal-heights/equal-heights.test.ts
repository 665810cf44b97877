import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { equalHeights } from './index.ts';
import { cardOf, minHeights, type Measured } from './rows.ts';
import { viewport } from '../../../tests/support/viewport.ts';

const member = (group: string, row: number, height: number, boxExtra = 0): Measured => ({
  member: document.createElement('div'),
  group,
  row,
  height,
  boxExtra,
});

describe('min-heights per row', () => {
  it("gives each member its row's tallest height, per group", async () => {
    const row1 = [member('description', 0, 80), member('description', 0, 120), member('episodes', 0, 60), member('episodes', 0, 40)];
    const row2 = [member('description', 300, 50), member('description', 300, 70)];
    const result = minHeights([...row1, ...row2]);
    expect([...row1, ...row2].map((item) => result.get(item.member))).toEqual([120, 120, 60, 60, 70, 70]);
  });

  it('leaves a member alone in its row at its natural height', async () => {
    const alone = member('description', 600, 90);
    const pair = [member('description', 0, 10), member('description', 0, 20)];
    const result = minHeights([alone, ...pair]);
    expect(result.has(alone.member)).toBe(false);
    expect(result.size).toBe(2);
  });

  it('subtracts padding and border where min-height sizes the content box', async () => {
    const padded = member('episodes', 0, 100, 24);
    const result = minHeights([padded, member('episodes', 0, 150)]);
    expect(result.get(padded.member)).toBe(126);
  });
});

describe('the card of a member', () => {
  it('is its largest ancestor in the block that holds no other member of its group', async () => {
    document.body.innerHTML = `
      <div id="block"><div class="grid">
        <div id="card-1"><article><h3>A</h3><div id="m1" data-equal-height="description"></div><div data-equal-height="episodes"></div></article></div>
        <div id="card-2"><article><h3>B</h3><div id="m2" data-equal-height="description"></div></article></div>
      </div></div>`;
    const block = document.getElementById('block')!;
    expect(cardOf(document.getElementById('m1')!, block, 'description').id).toBe('card-1');
    expect(cardOf(document.getElementById('m2')!, block, 'description').id).toBe('card-2');
  });
});

describe('the behaviour', () => {
  const registry = createRegistry([equalHeights], () => ({}));
  afterEach(() => registry.detach(document));

  it('sets inline min-heights a frame after attach, measures again on show-more, and removes them on detach', async () => {
    document.body.innerHTML = `
      <div class="layout"><div data-kurzus="equal-heights">
        <div><p data-equal-height="description">Egy</p></div>
        <div><p data-equal-height="description">Kettő</p></div>
      </div></div>`;
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    registry.attach(document);
    viewport.enterAll();
    await registry.settled();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const members = [...document.querySelectorAll<HTMLElement>('[data-equal-height]')];
    // jsdom lays nothing out: both sit in one row at height 0.
    expect(members.map((item) => item.style.minHeight)).toEqual(['0px', '0px']);

    const before = frames.mock.calls.length;
    const measures = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    document.querySelector('.layout')!.dispatchEvent(new CustomEvent('kurzus:content-resized', { bubbles: true }));
    document.querySelector('.layout')!.dispatchEvent(new CustomEvent('kurzus:content-resized', { bubbles: true }));
    // Two changes in one frame: one measurement, in the frame after the one that paints the change.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(measures).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(measures).toHaveBeenCalledTimes(4); // each member and its card
    expect(frames.mock.calls.length).toBe(before + 4); // two of the bundle's, two of this test's
    measures.mockRestore();

    registry.detach(document);
    expect(members.map((item) => item.getAttribute('style'))).toEqual([null, null]);
  });

  it('warns about a block without members', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div data-kurzus="equal-heights"><p>Üres</p></div>';
    registry.attach(document);
    viewport.enterAll();
    await registry.settled();
    expect(warn).toHaveBeenCalledWith('[kurzus] equal-heights: "data-equal-height" no members in the block; nothing to make equal.');
  });
});
