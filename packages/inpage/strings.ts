import { translator } from '#behaviors';

/** The in-page client's Hungarian: its progress message, the names of its message areas, its errors. */
export const strings = {
  'The response failed verification so will not be processed.': 'Valami hiba történt. Töltsd újra az oldalt, és próbáld meg még egyszer.',
  'Processing...': 'Feldolgozás...',
  'Status message': 'Állapotüzenet',
  'Warning message': 'Figyelmeztető üzenet',
  'Error message': 'Hibaüzenet',
  Changed: 'Módosítva',
};
export const { t } = translator(strings);
