import { createFocusTrap } from 'focus-trap';
import { useLayoutEffect, useRef, type RefObject } from 'react';

export interface FocusTrapOptions {
  /** What takes focus first; false leaves it on the container. */
  initialFocus(container: HTMLElement): HTMLElement | false;
  /** Called once for Esc; not when the widget unmounts. */
  onClose(): void;
  /** Where focus goes when the trap ends (the control that opened it); else what had focus before. */
  returnFocus?: HTMLElement | null;
}

/**
 * Keeps focus inside the container while the widget is mounted (focus-trap, as the off-canvas panel and
 * the exit pop-up use it): Tab wraps, Esc closes, clicks outside are left to the widget's own backdrop,
 * and focus goes back to the opener when the widget unmounts.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, options: FocusTrapOptions): void {
  // The latest callbacks, without re-creating the trap on every render.
  const latest = useRef(options);
  latest.current = options;
  // Active from the commit on, before the widget is painted: an Esc pressed as soon as it shows closes it.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    let unmounting = false;
    const trap = createFocusTrap(element, {
      initialFocus: () => latest.current.initialFocus(element),
      fallbackFocus: element,
      escapeDeactivates: true,
      allowOutsideClick: true,
      onDeactivate: () => {
        if (!unmounting) latest.current.onClose();
      },
      setReturnFocus: (previous) => latest.current.returnFocus ?? previous,
    });
    trap.activate();
    return () => {
      unmounting = true;
      trap.deactivate();
    };
  }, [container]);
}
