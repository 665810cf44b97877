import { defineFeature, loadCode, type FeatureContext } from '#behaviors';
import type { FocusTrap } from '#ui/focus-trap';

const loadFocusTrap = () => loadCode(() => import('#ui/focus-trap'));

export const PANEL_CLASS = 'offcanvas-panel';
/** A close button the theme prints inside the panel. */
const CLOSE = '[data-offcanvas-close]';

/** Opening and closing the panel; while open, focus is trapped in it (focus-trap, loaded on first use). */
function panelToggle(toggle: HTMLButtonElement, panel: HTMLElement, context: FeatureContext) {
  let open = false;
  let trap: FocusTrap | undefined;
  const render = () => {
    toggle.setAttribute('aria-expanded', String(open));
    panel.classList.toggle('is-open', open);
    document.body.classList.toggle('offcanvas-open', open);
  };
  const closed = () => {
    trap = undefined;
    open = false;
    render();
  };
  const show = async () => {
    open = true;
    render();
    const holdFocus = await loadFocusTrap().then(
      (module) => module.holdFocus,
      () => undefined,
    );
    if (!open || context.signal.aborted) return;
    if (!holdFocus) return context.warn('focus', 'could not be kept in the panel (focus-trap could not be loaded).');
    trap = holdFocus(panel, {
      // Esc and a click outside close it; a click on the toggle is the toggle's own (it closes too).
      escapeDeactivates: true,
      clickOutsideDeactivates: (event) => !toggle.contains(event.target as Node),
      allowOutsideClick: (event) => toggle.contains(event.target as Node),
      // The first link, not the panel's close control above it: the visitor opened the menu to pick one.
      initialFocus: () => panel.querySelector<HTMLElement>('a[href]') ?? undefined,
      onDeactivate: closed,
    });
  };
  const hide = (returnFocus = true) => {
    if (!open) return;
    if (trap) return void trap.deactivate({ returnFocus });
    closed();
    if (returnFocus) toggle.focus();
  };
  return { isOpen: () => open, show, hide };
}

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
    const { isOpen, show, hide } = panelToggle(toggle, panel, context);
    context.defer(() => hide(false));
    const preload = () => void loadFocusTrap().catch(() => undefined);
    context.on('pointerover', preload);
    context.on('focusin', preload);
    const failed = (error: unknown) => context.warn('focus', `could not be kept in the panel (${String(error)}).`);
    context.on('click', () => (isOpen() ? hide() : void show().catch(failed)));
    // A followed link, or the panel's own close control (`data-offcanvas-close`), closes it.
    context.listen(panel, 'click', (event) => {
      if (isOpen() && event.target instanceof Element && event.target.closest(`a[href], ${CLOSE}`)) hide();
    });
    // Widened past the site's breakpoint while open: the panel is the plain menu there, nothing to hold focus for.
    const desktop = context.desktop();
    context.listen(desktop, 'change', () => desktop.matches && hide(false));
  },
});
