import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The first widget a test file opens imports React and its chunk through Vite, which can take over the
// default second on a busy 2-core machine (CI runs Chromium beside): findBy* waits up to five.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out, so every element has no client rects and tabbable (inside focus-trap) would
// take every control for hidden. Give connected elements one rect, as a browser would for visible ones.
Element.prototype.getClientRects = function getClientRects(this: Element) {
  const rects = this.isConnected ? [new DOMRect(0, 0, 1, 1)] : [];
  return Object.assign(rects, { item: (index: number) => rects[index] ?? null }) as unknown as DOMRectList;
};

// The site's pages are Hungarian, and Drupal says so on <html>: the bundle speaks the page's language.
beforeEach(() => {
  document.documentElement.lang = 'hu';
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});
