import { createFocusTrap, type FocusTrap } from 'focus-trap';

export type { FocusTrap };

export interface ModalFocus {
  /** Where focus starts; by default the first control inside, else the container itself. */
  initialFocus?: () => HTMLElement | false | undefined;
  /** Where focus goes back as it lets go; by default what had focus before. */
  returnFocus?: (previous: HTMLElement | SVGElement) => HTMLElement | SVGElement | false;
  /** Whether a press outside closes it; by default none does (outside clicks are the caller's: a backdrop). */
  outsideCloses?: (event: MouseEvent | TouchEvent) => boolean;
  /** Called as it lets go, however: Esc, a press outside, or `deactivate()`. */
  onClose(): void;
}

/**
 * The one way the bundle holds focus in a modal (focus-trap): Tab wraps inside the container, Esc and
 * (if asked) a press outside close it, and focus goes back where it was. The React overlay (every dialog
 * and lightbox) and the in-page modals (`inPageModal`: the off-canvas panel, the exit pop-up) use it.
 */
export function holdModal(container: HTMLElement, focus: ModalFocus): FocusTrap {
  return createFocusTrap(container, {
    fallbackFocus: container,
    escapeDeactivates: true,
    returnFocusOnDeactivate: true,
    ...(focus.initialFocus && { initialFocus: focus.initialFocus }),
    ...(focus.returnFocus && { setReturnFocus: focus.returnFocus }),
    clickOutsideDeactivates: (event) => focus.outsideCloses?.(event) ?? false,
    // A press outside that does not close is let through (to the backdrop, to the toggle), not swallowed.
    allowOutsideClick: true,
    onDeactivate: () => focus.onClose(),
  }).activate();
}
