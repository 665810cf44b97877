import { useId, useRef, type ReactNode } from 'react';
import { t } from '#behaviors';
import { useFocusTrap } from '#ui/focus-trap';

export interface DialogProps {
  /** The heading, also the dialog's accessible name. */
  title: string;
  /** The message; also the dialog's accessible description. */
  children: ReactNode;
  /** Called once for OK, the close control, Esc or a click on the backdrop. */
  onClose(): void;
  /** Where focus goes when the dialog closes (usually the control that opened it); else what had focus before. */
  returnFocus?: HTMLElement | null;
  /** The footer's controls; by default one OK button that closes the dialog and takes focus first. */
  actions?: ReactNode;
}

/**
 * The modal every dialog of the bundle is built on: a heading, a body, a footer, a close control (×);
 * focus kept inside while open and returned to the opener after.
 */
export function Dialog({ title, children, onClose, returnFocus, actions }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The first control marked for it (OK by default), else the panel itself.
  useFocusTrap(panel, { initialFocus: (inside) => inside.querySelector<HTMLElement>('[data-autofocus]') ?? inside, onClose, returnFocus });
  return (
    <div className="kurzus-dialog">
      <div className="kurzus-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="kurzus-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
      >
        <div className="kurzus-dialog__header">
          <h2 className="kurzus-dialog__title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="kurzus-dialog__close" aria-label={t('Close')} title={t('Close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="kurzus-dialog__body" id={bodyId}>
          {children}
        </div>
        <div className="kurzus-dialog__footer">
          {actions ?? (
            <button type="button" className="kurzus-button" data-autofocus onClick={onClose}>
              {t('OK')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
