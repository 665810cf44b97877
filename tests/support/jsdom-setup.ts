import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { viewport } from './viewport.ts';

// The first widget a test file opens imports React and its chunk through Vite, which can take over the
// default second on a busy 2-core machine (CI runs Chromium beside): findBy* waits up to five.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so every element has no client rects and tabbable (inside focus-trap) would
// take every control for hidden. Give connected elements one rect, as a browser would for visible ones.
Element.prototype.getClientRects = function getClientRects(this: Element) {
  const rects = this.isConnected ? [new DOMRect(0, 0, 1, 1)] : [];
  return Object.assign(rects, { item: (index: number) => rects[index] ?? null }) as unknown as DOMRectList;
};

/**
 * jsdom has no media queries: a window of its width (1024 px) with a mouse, no wish for less motion.
 * Width queries are answered; every other query does not match. A test stubs `matchMedia` for more.
 */
function matchMedia(query: string): MediaQueryList {
  const width = /\((min|max)-width:\s*(\d+)px\)/.exec(query);
  const matches = width ? (width[1] === 'min' ? window.innerWidth >= Number(width[2]) : window.innerWidth <= Number(width[2])) : false;
  return Object.assign(new EventTarget(), {
    matches,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
  }) as MediaQueryList;
}

/** jsdom lays nothing out, so nothing ever changes size: an observer that never reports. */
class FakeResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  // The site's pages are Hungarian, and Drupal says so on <html>: the bundle speaks the page's language.
  document.documentElement.lang = 'hu';
  window.ResizeObserver = FakeResizeObserver;
  viewport.install();
  window.matchMedia = matchMedia;
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});
