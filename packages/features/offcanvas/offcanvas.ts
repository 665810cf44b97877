import type { FocusTrap } from 'focus-trap';
import type { Cleanup, MountContext } from '#behaviors';

/** Where the toggle disappears (CSS) and the panel becomes the plain menu: the site's breakpoint. */
export const DESKTOP_QUERY = '(min-width: 992px)';

export const PANEL_CLASS = 'offcanvas-panel';

// focus-trap (with tabbable) loads only when a visitor first reaches for the toggle. The dialog's
// focus-trap-react requires focus-trap's CommonJS build, so the bundle shares that one copy, and a dynamic
// import of CommonJS gives its exports as `default`.
type FocusTrapModule = typeof import('focus-trap');
const loadFocusTrap = () =>
  import('focus-trap').then((module: FocusTrapModule & { default?: FocusTrapModule }) => module.createFocusTrap ?? module.default!.createFocusTrap);

export function mountOffcanvas(toggle: HTMLElement, { signal, warn }: MountContext<object>): Cleanup | void {
  if (!(toggle instanceof HTMLButtonElement)) {
    warn('element', 'should be a button; left as it is.');
    return;
  }
  const panelId = toggle.getAttribute('aria-controls') ?? '';
  const panel = document.getElementById(panelId);
  if (!panel) {
    warn('aria-controls', `should name the id of the navigation panel, but no element has the id "${panelId}"; left as it is.`);
    return;
  }

  let open = false;
  let trap: FocusTrap | undefined;

  const render = () => {
    toggle.setAttribute('aria-expanded', String(open));
    panel.classList.toggle('is-open', open);
    document.body.classList.toggle('offcanvas-open', open);
  };

  const show = async () => {
    open = true;
    render();
    const createFocusTrap = await loadFocusTrap();
    if (!open || signal.aborted) return;
    trap = createFocusTrap(panel, {
      // Esc and a click outside close it; a click on the toggle is the toggle's own (it closes too).
      escapeDeactivates: true,
      clickOutsideDeactivates: (event) => !toggle.contains(event.target as Node),
      allowOutsideClick: (event) => toggle.contains(event.target as Node),
      fallbackFocus: panel,
      onDeactivate: () => {
        trap = undefined;
        open = false;
        render();
      },
    });
    trap.activate();
  };

  const hide = (returnFocus = true) => {
    if (!open) return;
    if (trap) trap.deactivate({ returnFocus });
    else {
      open = false;
      render();
      if (returnFocus) toggle.focus();
    }
  };

  // The panel's styling hook; the theme may print it already, which spares the first paint a flash.
  const ownClass = !panel.classList.contains(PANEL_CLASS);
  panel.classList.add(PANEL_CLASS);
  toggle.setAttribute('aria-expanded', 'false');
  const preload = () => void loadFocusTrap();
  toggle.addEventListener('pointerenter', preload, { signal, once: true });
  toggle.addEventListener('focus', preload, { signal, once: true });
  const failed = (error: unknown) => warn('focus', `could not be kept in the panel (${String(error)}).`);
  toggle.addEventListener('click', () => (open ? hide() : void show().catch(failed)), { signal });
  panel.addEventListener(
    'click',
    (event) => {
      if (open && event.target instanceof Element && event.target.closest('a[href]')) hide();
    },
    { signal },
  );
  // Widened to desktop while open: the panel is the plain menu there, with nothing to hold focus for.
  const desktop = window.matchMedia?.(DESKTOP_QUERY);
  desktop?.addEventListener('change', () => desktop.matches && hide(false), { signal });

  return () => {
    hide(false);
    toggle.removeAttribute('aria-expanded');
    if (ownClass) panel.classList.remove(PANEL_CLASS);
  };
}
