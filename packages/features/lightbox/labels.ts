import { lookup, t } from './lightbox.ts';
import type { LightboxSettings } from './settings.ts';

export interface LightboxLabels {
  previous: string;
  next: string;
  close: string;
  slideshowStart: string;
  slideshowStop: string;
  /** The position counter: '2 / 5'. */
  current(index: number, total: number): string;
}

// A label the site sends is Drupal's translation already; it is still looked up (as t() does) so that the module's
// untranslated English defaults ('Close', '« Prev') show in Hungarian too.
const sent = (label: string, fallback: () => string) => (label ? lookup(label) : fallback());

/** The lightbox's texts: the labels Colorbox's settings carry when the site sends them, else the catalogue's. */
export function lightboxLabels(settings: LightboxSettings): LightboxLabels {
  const current = sent(settings.current, () => t('{current} of {total}'));
  return {
    previous: sent(settings.previous, () => t('« Prev')),
    next: sent(settings.next, () => t('Next »')),
    close: sent(settings.close, () => t('Close')),
    slideshowStart: sent(settings.slideshowStart, () => t('start slideshow')),
    slideshowStop: sent(settings.slideshowStop, () => t('stop slideshow')),
    current: (index, total) => current.replace('{current}', String(index + 1)).replace('{total}', String(total)),
  };
}
