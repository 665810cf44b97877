import { loadCode } from './load.ts';
import type { FocusTrap, ModalFocus } from '#ui/focus-trap';

const loadFocus = () => loadCode(() => import('#ui/focus-trap'));

export interface InPageModalOptions extends Omit<ModalFocus, 'onClose' | 'returnFocus'> {
  /** Shows or hides the markup: called with true as it opens, with false as it closes, however it closes. */
  render(open: boolean): void;
}

export interface InPageModal {
  /** Shows it and holds focus in it; false (and it stays shut) while another modal is open. */
  open(): boolean;
  /** Closes it; focus goes back where it was before it opened, unless `returnFocus` is false. */
  close(returnFocus?: boolean): void;
  isOpen(): boolean;
  /** Fetches the focus code ahead (on hover, or once it may open), so focus is held as soon as it shows. */
  preload(): void;
}

/**
 * A modal shown in the page's own markup, under the page's one-modal rule (`claim` takes the place and
 * returns what gives it back; a modal opened later closes this one). Focus is held by `holdModal`, whose
 * chunk loads on first use; until it has come (or if it cannot), focus goes in at once and Esc closes.
 */
export function inPageModal(
  container: HTMLElement,
  claim: (close: () => void) => (() => void) | undefined,
  options: InPageModalOptions,
): InPageModal {
  let release: (() => void) | undefined;
  let trap: FocusTrap | undefined;
  let previous: HTMLElement | undefined;
  // Esc before the focus code has come; from then on the trap's.
  const onEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !trap) close();
  };
  const closed = () => {
    const giveBack = release;
    release = undefined;
    trap = undefined;
    container.removeEventListener('keydown', onEscape);
    giveBack?.();
    options.render(false);
  };
  const close = (returnFocus = true) => {
    if (!release) return;
    // The trap's deactivation calls `closed` and gives focus back itself.
    if (trap) return void trap.deactivate({ returnFocus });
    closed();
    if (returnFocus) previous?.focus();
  };
  const hold = (opened: () => void) => {
    container.addEventListener('keydown', onEscape);
    (options.initialFocus?.() || container).focus();
    return loadFocus().then(
      ({ holdModal }) => {
        if (release !== opened) return;
        // A control the visitor has reached inside meanwhile (Tab before the code came) keeps focus; focus
        // on the stand-in (the container itself) moves to where the trap starts it.
        const reached = document.activeElement;
        const stay = reached instanceof HTMLElement && reached !== container && container.contains(reached) ? reached : undefined;
        if (reached === container) container.blur();
        trap = holdModal(container, {
          ...options,
          ...(stay && { initialFocus: () => stay }),
          returnFocus: () => previous ?? false,
          onClose: closed,
        });
      },
      () => undefined,
    );
  };
  return {
    open() {
      if (release) return true;
      const opened = claim(() => close(false));
      if (!opened) return false;
      release = opened;
      previous = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
      options.render(true);
      void hold(opened);
      return true;
    },
    close,
    isOpen: () => release !== undefined,
    preload: () => void loadFocus().catch(() => undefined),
  };
}
