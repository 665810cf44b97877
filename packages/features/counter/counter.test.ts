import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { viewport } from '../../../tests/support/viewport.ts';
import { formatLike } from './format.ts';
import { counter } from './index.ts';

describe('numbers written like the server wrote its own', () => {
  it.each([
    ['1 250', 0, 987, '987'],
    ['1 250', 0, 1000, '1 000'],
    ['1\u00a0250', 0, 1200, '1\u00a0200'],
    ['12\u202f500', 0, 12000, '12\u202f000'],
    ['1.250', 0, 1249, '1.249'],
    ['1,250,000', 0, 1234567, '1,234,567'],
    ['12500', 0, 1234, '1234'],
    ['98%', 0, 42, '42%'],
    ['több mint 3 000 tanuló', 0, 2500, 'több mint 2 500 tanuló'],
    ['4,8', 1, 2.35, '2,4'],
    ['1 234,5', 1, 1000, '1 000,0'],
  ])('%j with %i decimals writes %d as %j', (server, decimals, value, expected) => {
    expect(formatLike(server, decimals).format(value)).toBe(expected);
  });
});

const registry = createRegistry([counter], () => ({}));
const element = () => document.getElementById('tanulok')!;
const seen = () => (element().querySelector('[aria-hidden]') ?? element()).textContent;

/** Attaches the page with the counter near the viewport but not in it yet: its code loads and it mounts. */
async function start(reduced = false) {
  window.matchMedia = vi.fn((query: string) => ({ matches: reduced && query.includes('reduce'), media: query }) as MediaQueryList);
  document.body.innerHTML = '<p><span id="tanulok" data-kurzus="counter" data-count="1250">1&nbsp;250</span> tanuló</p>';
  viewport.place(100, element());
  await attach();
}
/** Starts, brings the counter into view, and lets it count for `ms`. */
async function countFor(ms: number) {
  await start();
  viewport.enterAll();
  vi.advanceTimersByTime(ms);
}
async function attach() {
  registry.attach(document);
  // The observers report what they watch a task later, as in a browser.
  await vi.advanceTimersByTimeAsync(0);
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  registry.detach(document);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a counter', () => {
  it('waits at 0 until it is seen, counts to the target in 4000 ms, then shows exactly the server text', async () => {
    await start();
    expect(seen()).toBe('0');
    vi.advanceTimersByTime(10_000);
    expect(seen()).toBe('0');

    viewport.enterAll();
    vi.advanceTimersByTime(2000);
    expect(seen()).toMatch(/^(6\d\d)$/);
    expect(element().classList.contains('counted')).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(seen()).toMatch(/^9\d\d$/);
    vi.advanceTimersByTime(990);
    expect(seen()).toMatch(/^1\u00a02\d\d$/);
    vi.advanceTimersByTime(10);
    expect(element().innerHTML).toBe('1&nbsp;250');
    expect(element().classList.contains('counted')).toBe(true);
  });

  it('gives screen readers the final text while it counts', async () => {
    await countFor(1000);
    expect(element().querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(element().querySelector('.kurzus-visually-hidden')!.textContent).toBe('1\u00a0250');
  });

  it('never counts again', async () => {
    await countFor(4000);
    registry.detach(document);
    await attach();
    viewport.enterAll();
    vi.advanceTimersByTime(100);
    expect(element().innerHTML).toBe('1&nbsp;250');
  });

  it('with reduced motion shows the target at once', async () => {
    await start(true);
    expect(element().innerHTML).toBe('1&nbsp;250');
    expect(element().classList.contains('counted')).toBe(true);
  });

  it('detached while counting, goes back to the server text', async () => {
    await countFor(1000);
    registry.detach(document);
    expect(element().innerHTML).toBe('1&nbsp;250');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('warns about a data-count that is not a number and leaves the text as it is', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<span data-kurzus="counter" data-count="sok">sok</span>';
    await attach();
    expect(warn).toHaveBeenCalledWith(
      '[kurzus] counter: "data-count" should be a number of at least 0 but is "sok"; the counter shows its text as it is.',
    );
    expect(document.body.innerHTML).toBe('<span data-kurzus="counter" data-count="sok" data-once="kurzus-counter">sok</span>');
  });
});
