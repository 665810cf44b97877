import { useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { holdModal } from '#ui/focus-trap';

export interface OverlayProps {
  /** The overlay's accessible name: a text, or the ids of its heading and of its description. */
  label: string | { labelledBy: string; describedBy: string };
  /** The close control's accessible name (it shows ×). */
  closeLabel: string;
  /** Called once for the close control, Esc, or (with `backdropCloses`) a click on the backdrop. */
  onClose(): void;
  /** Where focus goes on close (the link that opened it); else what had focus before. */
  returnFocus?: HTMLElement | null | undefined;
  /** Whether a click on the backdrop closes (Colorbox's `overlayClose`); default true. */
  backdropCloses?: boolean;
  /** The backdrop's opacity (Colorbox's `opacity`). */
  backdropOpacity?: number;
  /** A modifier class for the feature's own styles, and one for its content box. */
  className?: string;
  contentClassName?: string;
  /** Size of the content box, for content that sizes itself from the window (the video player). */
  contentStyle?: CSSProperties;
  /** True while the content is still loading. */
  busy?: boolean;
  /** Keys other than Tab and Esc (arrow keys), while focus is inside. */
  onKeyDown?(event: KeyboardEvent): void;
  children: ReactNode;
}

/**
 * Focus kept inside the content while the overlay is mounted: it starts on the control marked
 * `data-autofocus`, else on close; Esc closes; it goes back to the opener when the overlay unmounts.
 */
function useHeldFocus(contentRef: RefObject<HTMLElement | null>, closeRef: RefObject<HTMLElement | null>, props: OverlayProps) {
  // The latest callbacks, without setting the trap up again on every render.
  const latest = useRef(props);
  latest.current = props;
  // Active from the commit on, before the overlay is painted: an Esc pressed as soon as it shows closes it.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    let unmounting = false;
    const trap = holdModal(content, {
      initialFocus: () => content.querySelector<HTMLElement>('[data-autofocus]') ?? closeRef.current ?? false,
      onClose: () => {
        if (!unmounting) latest.current.onClose();
      },
      returnFocus: (previous) => latest.current.returnFocus ?? previous,
    });
    return () => {
      unmounting = true;
      trap.deactivate();
    };
  }, [contentRef, closeRef]);
}

/**
 * The shell of every modal the bundle shows (dialogs, lightboxes): a backdrop, a modal content box and a
 * close control (×) that comes last, so Tab from it wraps to the first control and Shift+Tab from the
 * first wraps to it. Focus cannot leave while it is open.
 */
export function Overlay(props: OverlayProps) {
  const { label, closeLabel, onClose, className, contentClassName, contentStyle, busy, onKeyDown, children } = props;
  const { backdropCloses = true, backdropOpacity } = props;
  const content = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useHeldFocus(content, close, props);
  const name =
    typeof label === 'string' ? { 'aria-label': label } : { 'aria-labelledby': label.labelledBy, 'aria-describedby': label.describedBy };
  return (
    <div className={['kurzus-overlay', className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      <div
        className="kurzus-overlay__backdrop"
        aria-hidden="true"
        style={backdropOpacity === undefined ? undefined : { opacity: backdropOpacity }}
        onClick={backdropCloses ? onClose : undefined}
      />
      <div
        ref={content}
        className={['kurzus-overlay__content', contentClassName].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        {...name}
        aria-busy={busy || undefined}
        tabIndex={-1}
        style={contentStyle}
      >
        {children}
        <button ref={close} type="button" className="kurzus-overlay__close" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
