import { loadCode, t, type FeatureContext } from '#behaviors';
import type { FocusTrap } from '#ui/focus-trap';

/** `.modal` becomes a modal dialog named by its title (or 'Before you go'); detach puts the markup back. */
function describeDialog(modal: HTMLElement, context: FeatureContext) {
  const title = modal.querySelector('.modal-title');
  if (title && !title.id) context.setAttribute(title, 'id', context.id());
  const name: Record<string, string> = title ? { 'aria-labelledby': title.id } : { 'aria-label': t('Before you go') };
  for (const [attribute, value] of Object.entries({ role: 'dialog', 'aria-modal': 'true', tabindex: '-1', ...name })) {
    context.setAttribute(modal, attribute, value);
  }
  const closeButton = modal.appendChild(document.createElement('button'));
  closeButton.type = 'button';
  closeButton.className = 'kurzus-exit-intent__close';
  closeButton.setAttribute('aria-label', t('Close'));
  closeButton.textContent = '×';
  context.defer(() => closeButton.remove());
}

/**
 * Enhances the module's exit-modal markup in place (`.underlay`, `.modal` > `.modal-title`, `.modal-body`,
 * `.modal-footer`); `is-open` on the root shows it. While open, focus is inside and kept there; Esc, the
 * close button, the backdrop and the footer close it, and focus goes back where it was. Clicks inside the
 * dialog itself do not close it. Returns what opens it: false when another modal is open, and it stays shut.
 */
export function enhanceModal(root: HTMLElement, modal: HTMLElement, context: FeatureContext): () => boolean {
  describeDialog(modal, context);
  let trap: FocusTrap | undefined;
  let opened = false;
  let release: (() => void) | undefined;
  const open = () => {
    if (opened) return true;
    // One modal at a time: not over a dialog the visitor has open.
    release = context.claimModal(() => close());
    if (!release) return false;
    opened = true;
    root.classList.add('is-open');
    // Esc and outside clicks are handled below, so they also work before this chunk has loaded; without
    // it (offline) the dialog takes focus itself.
    void loadCode(() => import('#ui/focus-trap')).then(
      ({ holdFocus }) => {
        if (opened) trap = holdFocus(modal, { escapeDeactivates: false, returnFocusOnDeactivate: true });
      },
      () => opened && modal.focus(),
    );
    return true;
  };
  const close = () => {
    if (!opened) return;
    opened = false;
    release?.();
    root.classList.remove('is-open');
    if (root.classList.length === 0) root.removeAttribute('class');
    trap?.deactivate();
    trap = undefined;
  };
  context.defer(close);
  context.on('click', (event) => {
    if (event.target instanceof Element && event.target.closest('.underlay, .modal-footer, .kurzus-exit-intent__close')) close();
  });
  context.listen(document, 'keydown', (event) => opened && (event as KeyboardEvent).key === 'Escape' && close());
  return open;
}
