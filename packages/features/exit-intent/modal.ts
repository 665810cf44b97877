import type { FocusTrap } from 'focus-trap';
import { t } from '#behaviors';

type CreateFocusTrap = typeof import('focus-trap').createFocusTrap;

/**
 * focus-trap loads with the first modal that may open, not with every page. The build shares it with the
 * dialog's focus-trap-react, which requires it as CommonJS, so there its exports arrive as `default`.
 * If it cannot be loaded (a network failure), the modal still opens, without the trap.
 */
let focusTrap: Promise<CreateFocusTrap | undefined> | undefined;
export const preloadFocusTrap = () =>
  (focusTrap ??= import('focus-trap').then(
    (module) => (module as unknown as { default?: typeof module }).default?.createFocusTrap ?? module.createFocusTrap,
    () => undefined,
  ));

export interface ExitModal {
  open(): void;
  /** Undoes the enhancement: closed, with the server's markup as it was. */
  destroy(): void;
}

let titles = 0;

/** Sets attributes now and remembers how to put them back. */
function attributes(element: Element, values: Record<string, string>): () => void {
  const before = Object.keys(values).map((name) => [name, element.getAttribute(name)] as const);
  for (const [name, value] of Object.entries(values)) element.setAttribute(name, value);
  return () => {
    for (const [name, value] of before) {
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
  };
}

/**
 * Enhances the module's exit-modal markup in place (`.underlay`, `.modal` > `.modal-title`, `.modal-body`,
 * `.modal-footer`): `.modal` becomes a modal dialog named by its title, with a close button; `is-open` on
 * the root shows it. While open, focus is inside and kept there; Esc, the close button, the backdrop and
 * the footer close it, and focus goes back where it was. Clicks inside the dialog itself do not close it.
 */
export function enhanceModal(root: HTMLElement, modal: HTMLElement, signal: AbortSignal): ExitModal {
  const title = modal.querySelector('.modal-title');
  const restoreTitle = title && !title.id ? attributes(title, { id: `kurzus-exit-intent-title-${++titles}` }) : () => {};
  const restoreModal = attributes(modal, {
    role: 'dialog',
    'aria-modal': 'true',
    tabindex: '-1',
    ...(title ? { 'aria-labelledby': title.id } : { 'aria-label': t('Before you go') }),
  });
  const closeButton = modal.appendChild(document.createElement('button'));
  closeButton.type = 'button';
  closeButton.className = 'kurzus-exit-intent__close';
  closeButton.setAttribute('aria-label', t('Close'));
  closeButton.textContent = '×';

  let trap: FocusTrap | undefined;
  let opened = false;

  const open = () => {
    if (opened) return;
    opened = true;
    root.classList.add('is-open');
    void preloadFocusTrap().then((createFocusTrap) => {
      if (!opened) return;
      if (!createFocusTrap) return modal.focus();
      trap = createFocusTrap(modal, {
        fallbackFocus: modal,
        // Esc and outside clicks are handled below, so they also work before this chunk has loaded.
        escapeDeactivates: false,
        allowOutsideClick: true,
        returnFocusOnDeactivate: true,
      });
      trap.activate();
    });
  };

  const close = () => {
    if (!opened) return;
    opened = false;
    root.classList.remove('is-open');
    if (root.classList.length === 0) root.removeAttribute('class');
    trap?.deactivate();
    trap = undefined;
  };

  root.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('.underlay, .modal-footer, .kurzus-exit-intent__close')) close();
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (opened && event.key === 'Escape') close();
    },
    { signal },
  );

  return {
    open,
    destroy() {
      close();
      closeButton.remove();
      restoreModal();
      restoreTitle();
    },
  };
}
