import { Dialog } from '#ui/dialog';
import { t } from './settings.ts';

export interface BuyChoiceDialogProps {
  /** The buy button that opened it; focus returns there. */
  opener?: HTMLElement | null;
  /** Buy for oneself on the course platform. */
  onOwn(): void;
  /** Buy as a gift. */
  onGift(): void;
  onClose(): void;
}

/** The buy-choice dialog: for oneself on the course platform, or as a gift. */
export function BuyChoiceDialog({ opener, onOwn, onGift, onClose }: BuyChoiceDialogProps) {
  return (
    <Dialog
      title={t('How would you like to buy it?')}
      onClose={onClose}
      returnFocus={opener}
      actions={
        <>
          <button type="button" className="kurzus-button" data-autofocus onClick={onOwn}>
            {t('For myself, on the course platform')}
          </button>
          <button type="button" className="kurzus-button kurzus-button--secondary" onClick={onGift}>
            {t('As a gift')}
          </button>
        </>
      }
    >
      <p>{t('You can take the course yourself on the course platform, or give it to someone as a gift.')}</p>
    </Dialog>
  );
}
