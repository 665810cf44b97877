import { Dialog } from '#ui/dialog';
import { formatPlural, t } from './bundle.ts';

export interface BuyErrorDialogProps {
  /** How many episodes the visitor picks (the bundle's size less its included episodes). */
  choose: number;
  /** Where focus goes on closing: the first episode box to tick. */
  returnFocus?: HTMLElement | null;
  onClose(): void;
}

/** The buy-error dialog: the selection is not complete; says what to do. */
export function BuyErrorDialog({ choose, returnFocus, onClose }: BuyErrorDialogProps) {
  return (
    <Dialog title={t('Choose your episodes')} onClose={onClose} returnFocus={returnFocus}>
      <p>
        {formatPlural(
          choose,
          'Choose one episode for the package, then press the purchase button again.',
          'Choose @count episodes for the package, then press the purchase button again.',
        )}
      </p>
    </Dialog>
  );
}
