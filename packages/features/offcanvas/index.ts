import { defineBehavior } from '#behaviors/manifest';

/**
 * The off-canvas mobile navigation: `<button data-kurzus="offcanvas" aria-controls="PANEL-ID">` opens and
 * closes the panel `<nav id="PANEL-ID">`; while open, focus stays in the panel; Esc, a click outside it, a
 * link click and a `<button data-offcanvas-close>` in the panel close it, and focus goes back to the toggle. Its code loads when the toggle comes near the
 * viewport: never on desktop, where the toggle is hidden.
 */
export const offcanvas = defineBehavior({
  name: 'offcanvas',
  element: 'button',
  strategy: 'visible',
  load: () => import('./offcanvas.ts'),
});
