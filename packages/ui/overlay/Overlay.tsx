import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useFocusTrap } from '#ui/focus-trap';

export interface OverlayProps {
  /** The overlay's accessible name. */
  label: string;
  /** The close control's accessible name (it shows ×). */
  closeLabel: string;
  /** Called once for the close control, Esc, or (with `backdropCloses`) a click on the backdrop. */
  onClose(): void;
  /** Where focus goes on close (the link that opened it); else what had focus before. */
  returnFocus?: HTMLElement | null;
  /** Whether a click on the backdrop closes (Colorbox's `overlayClose`); default true. */
  backdropCloses?: boolean;
  /** The backdrop's opacity (Colorbox's `opacity`). */
  backdropOpacity?: number;
  /** A modifier class for the feature's own styles. */
  className?: string;
  /** Size of the content box, for content that sizes itself from the window (the video player). */
  contentStyle?: CSSProperties;
  /** True while the content is still loading. */
  busy?: boolean;
  /** Opened from the keyboard: focus shows on the visually hidden controls from the start. */
  byKeyboard?: boolean;
  /** Keys other than Tab and Esc (arrow keys), while focus is inside. */
  onKeyDown?(event: KeyboardEvent): void;
  children: ReactNode;
}

/**
 * The shell both lightboxes share: a backdrop, a modal content box and a close control (×) that comes
 * last, so Tab from it wraps to the first control and Shift+Tab from the first wraps to it. Focus starts
 * on the control marked `data-autofocus`, else on close; it cannot leave while open and returns to the
 * opener after. `data-pointer` says whether the pointer last pointed at the content or the backdrop;
 * `data-input` whether the keyboard or a pointer was used last.
 */
export function Overlay(props: OverlayProps) {
  const { label, closeLabel, onClose, returnFocus, className, contentStyle, busy, onKeyDown, children } = props;
  const { backdropCloses = true, backdropOpacity, byKeyboard = false } = props;
  const content = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useFocusTrap(content, {
    initialFocus: (inside) => inside.querySelector<HTMLElement>('[data-autofocus]') ?? close.current ?? false,
    onClose,
    returnFocus,
  });
  const [pointer, setPointer] = useState<'content' | 'backdrop'>();
  // Which input moves focus: the hidden controls show focus for the keyboard only (Chromium's
  // :focus-visible also matches a control focused by script after a mouse click).
  const [input, setInput] = useState<'keyboard' | 'pointer'>(byKeyboard ? 'keyboard' : 'pointer');
  return (
    <div
      className={['kurzus-overlay', className].filter(Boolean).join(' ')}
      data-pointer={pointer}
      data-input={input}
      onKeyDownCapture={() => setInput('keyboard')}
      onPointerDownCapture={() => setInput('pointer')}
      onKeyDown={onKeyDown}
    >
      <div
        className="kurzus-overlay__backdrop"
        aria-hidden="true"
        style={backdropOpacity === undefined ? undefined : { opacity: backdropOpacity }}
        onClick={backdropCloses ? onClose : undefined}
        onMouseOver={() => setPointer('backdrop')}
      />
      <div
        ref={content}
        className="kurzus-overlay__content"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-busy={busy || undefined}
        tabIndex={-1}
        style={contentStyle}
        onMouseOver={() => setPointer('content')}
      >
        {children}
        <button ref={close} type="button" className="kurzus-overlay__close" aria-label={closeLabel} title={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
