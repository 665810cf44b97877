import { useId, type ReactNode } from 'react';
import { t } from '#behaviors';
import { Overlay } from '#ui/overlay';

export interface DialogProps {
  /** The heading, also the dialog's accessible name. */
  title: string;
  /** The message; also the dialog's accessible description. */
  children: ReactNode;
  /** Called once for OK, the close control, Esc or a click on the backdrop. */
  onClose(): void;
  /** Where focus goes when the dialog closes (usually the control that opened it); else what had focus before. */
  returnFocus?: HTMLElement | null | undefined;
  /** The footer's controls; by default one OK button that closes the dialog and takes focus first. */
  actions?: ReactNode;
}

/**
 * The message dialog every feature's dialog is built on: the shared overlay with a heading, a body and a
 * footer of buttons (OK by default, which takes focus first).
 */
export function Dialog({ title, children, onClose, returnFocus, actions }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Overlay
      className="kurzus-dialog"
      contentClassName="kurzus-dialog__panel"
      label={{ labelledBy: titleId, describedBy: bodyId }}
      closeLabel={t('Close')}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <h2 className="kurzus-dialog__title" id={titleId}>
        {title}
      </h2>
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
    </Overlay>
  );
}
