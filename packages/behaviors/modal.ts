import { loadCode } from './load.ts';
import type { FocusTrap, ModalFocus } from '#ui/focus-trap';
import type { FeatureContext } from './types.ts';

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
  /** Fetches the focus code ahead (on hover, or once it may open), so the trap holds from the frame after it shows. */
  preload(): void;
}

/**
 * A modal the feature shows in the page's own markup (the off-canvas panel, the exit pop-up), under the
 * page's one-modal rule: it does not open while another modal is open, and a widget opened later closes
 * it. While open, focus is held in it by `holdModal`, whose chunk loads on first use (until it has come, or
 * if it cannot, focus goes in at once and Esc closes; `outsideCloses` says which outside presses close),
 * and it goes back where it was. Detach closes it. Its own chunk: only the features with one load it.
 */
export function inPageModal(
  context: Pick<FeatureContext, 'claimModal' | 'defer'>,
  container: HTMLElement,
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
    // The trap walks the container's controls: in a task after the frame that shows it, not in the click's handlers.
    return Promise.all([loadFocus(), new Promise((done) => requestAnimationFrame(() => setTimeout(done)))]).then(
      ([{ holdModal }]) => {
        if (release !== opened) return;
        // Focus stays where it is by now (the first control, or one Tab reached meanwhile); on the stand-in
        // (the container itself) it moves to where the trap starts it.
        const reached = document.activeElement;
        if (reached === container) container.blur();
        trap = holdModal(container, {
          ...options,
          ...(reached !== container && container.contains(reached) && { initialFocus: () => false }),
          returnFocus: () => previous ?? false,
          onClose: closed,
        });
      },
      () => undefined,
    );
  };
  context.defer(() => close(false));
  return {
    open() {
      if (release) return true;
      const opened = context.claimModal(() => close(false));
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
