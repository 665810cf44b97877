import { defineFeature } from '#behaviors';
import { inPageModal } from '#behaviors/modal';

export const PANEL_CLASS = 'offcanvas-panel';
/** A close button the theme prints inside the panel. */
const CLOSE = '[data-offcanvas-close]';

export default defineFeature<'button'>({
  mount(toggle, context) {
    const panelId = toggle.getAttribute('aria-controls') ?? '';
    const panel = document.getElementById(panelId);
    if (!panel) {
      context.warn('aria-controls', `should name the id of the navigation panel, but no element has the id "${panelId}"; left as it is.`);
      return;
    }
    // The panel's styling hook; the theme may print it already, which spares the first paint a flash.
    context.addClass(panel, PANEL_CLASS);
    context.setAttribute(toggle, 'aria-expanded', 'false');
    // The page's modal while open: Esc and a press outside close it (a press on the toggle is the toggle's own).
    const menu = inPageModal(context, panel, {
      render(open) {
        toggle.setAttribute('aria-expanded', String(open));
        panel.classList.toggle('is-open', open);
        document.body.classList.toggle('offcanvas-open', open);
      },
      outsideCloses: (event) => !toggle.contains(event.target as Node),
      // The first link, not the panel's close control above it: the visitor opened the menu to pick one.
      initialFocus: () => panel.querySelector<HTMLElement>('a[href]') ?? undefined,
    });
    context.listen(toggle, 'pointerover', menu.preload);
    context.listen(toggle, 'focusin', menu.preload);
    context.listen(toggle, 'click', () => (menu.isOpen() ? menu.close() : menu.open()));
    // A followed link, or the panel's own close control (`data-offcanvas-close`), closes it.
    context.listen(panel, 'click', (event) => {
      if (menu.isOpen() && event.target instanceof Element && event.target.closest(`a[href], ${CLOSE}`)) menu.close();
    });
    // Widened past the site's breakpoint while open: the panel is the plain menu there, nothing to hold focus for.
    const desktop = context.desktop();
    context.listen(desktop, 'change', () => desktop.matches && menu.close(false));
  },
});
