import { createFocusTrap, type FocusTrap, type Options } from 'focus-trap';

export type { FocusTrap };

/**
 * Keeps focus inside the container until the trap is deactivated (focus-trap): Tab wraps, and focus
 * falls back to the container itself when nothing inside can take it. Clicks outside are left to the
 * caller (a backdrop, an outside click that closes) unless `options` says otherwise. The one set-up
 * every modal part of the bundle uses: the overlays and dialogs, the off-canvas panel, the exit pop-up.
 */
export function holdFocus(container: HTMLElement, options: Options = {}): FocusTrap {
  return createFocusTrap(container, { fallbackFocus: container, allowOutsideClick: true, ...options }).activate();
}
