import { afterEach, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { scrollMarker } from './index.ts';

let registry = createRegistry([scrollMarker], () => ({}));

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** Attaches, waits for the code, and runs the first frame: the offset is read there, not during attach. */
async function start(settings = {}) {
  vi.useFakeTimers();
  registry = createRegistry([scrollMarker], () => ({ kurzus: { scroll_marker: settings } }));
  registry.attach(document);
  await registry.settled();
  vi.advanceTimersToNextFrame();
}

afterEach(() => {
  registry.detach(document);
  Reflect.deleteProperty(window, 'scrollY');
  vi.useRealTimers();
});

const marker = () => document.body.className;
/** Scrolls to `y` and runs the frame that reads it: the body's marker then. */
function markerAt(y: number) {
  scrollTo(y);
  vi.advanceTimersToNextFrame();
  return marker();
}

it('marks the body at the top up to 50 px, down beyond, once per frame', async () => {
  await start();
  expect(marker()).toBe('scrolled-to-top');
  expect(markerAt(50)).toBe('scrolled-to-top');
  scrollTo(51);
  expect(marker()).toBe('scrolled-to-top');
  vi.advanceTimersToNextFrame();
  expect(marker()).toBe('scrolled-to-down');
  expect(markerAt(0)).toBe('scrolled-to-top');
});

it('reads a page scrolled already (a reload halfway down)', async () => {
  Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
  await start();
  expect(marker()).toBe('scrolled-to-down');
});

it('takes its threshold from kurzus.scroll_marker.threshold', async () => {
  await start({ threshold: 200 });
  expect(markerAt(200)).toBe('scrolled-to-top');
  expect(markerAt(201)).toBe('scrolled-to-down');
});

it('warns about a bad threshold and uses 50', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await start({ threshold: -1 });
  expect(warn).toHaveBeenCalledWith(
    '[kurzus] scroll-marker: "kurzus.scroll_marker.threshold" should be a number of at least 0 but is -1; using 50.',
  );
  expect(markerAt(51)).toBe('scrolled-to-down');
});

it('leaves the body as it was after an unload detach', async () => {
  await start();
  scrollTo(500);
  registry.detach(document);
  vi.advanceTimersToNextFrame();
  expect(document.body.getAttribute('class')).toBe('');
  expect(vi.getTimerCount()).toBe(0);
});
