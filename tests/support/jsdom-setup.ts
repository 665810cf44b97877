import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom lays nothing out, so every element has no client rects and tabbable (inside focus-trap) would
// take every control for hidden. Give connected elements one rect, as a browser would for visible ones.
Element.prototype.getClientRects = function getClientRects(this: Element) {
  const rects = this.isConnected ? [new DOMRect(0, 0, 1, 1)] : [];
  return Object.assign(rects, { item: (index: number) => rects[index] ?? null }) as unknown as DOMRectList;
};

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});
