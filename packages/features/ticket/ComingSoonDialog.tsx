import { Dialog } from '#ui/dialog';
import { t } from './ticket.ts';

export interface ComingSoonDialogProps {
  /** The ticket button that opened it; focus returns there. */
  opener?: HTMLElement | null;
  onClose(): void;
}

/** 'Hamarosan': tickets for this performance are not on sale yet. */
export function ComingSoonDialog({ opener, onClose }: ComingSoonDialogProps) {
  return (
    <Dialog title={t('Soon')} onClose={onClose} returnFocus={opener}>
      <p>{t('Ticket purchase will soon be available for this performance too.')}</p>
    </Dialog>
  );
}
