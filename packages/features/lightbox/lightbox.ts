import { defineFeature, safeUrl, takeClick, translator, type Platform } from '#behaviors';
import { galleryOf, itemOf } from './gallery.ts';
import type { LightboxProps } from './Lightbox.tsx';
import { lightboxSettings, type LightboxSettings } from './settings.ts';

/** Links the lightbox handles: Colorbox's class, mounted by this behaviour. */
const MOUNTED = 'a.colorbox[data-once~="kurzus-lightbox"]';

const loadLightbox = () => import('./Lightbox.tsx').then((module) => module.Lightbox);

/** Colorbox's mobile rule: with detection on, a small *screen* (not window) keeps plain links. */
export function isMobile({ mobiledetect, mobiledevicewidth }: LightboxSettings, platform: Platform): boolean {
  return mobiledetect && platform.media(`(max-device-width: ${mobiledevicewidth})`).matches;
}

/** The lightbox's Hungarian (the labels Colorbox's settings send take their place). */
export const strings = {
  'Image viewer': 'Képnézegető',
  '{current} of {total}': '{current} / {total}',
  '« Prev': '« Előző',
  'Next »': 'Következő »',
  'start slideshow': 'diavetítés indítása',
  'stop slideshow': 'diavetítés leállítása',
  'This image failed to load.': 'A képet nem sikerült betölteni.',
};
export const { t, lookup } = translator(strings);

export default defineFeature<'link', LightboxSettings>({
  settings: lightboxSettings,
  widget: loadLightbox,
  on: {
    click(event, link, context) {
      const { settings } = context;
      if (isMobile(settings, context.platform) || !takeClick(event)) return;
      // An address it may not show is neither shown as an image nor followed: the click does nothing.
      if (!safeUrl(link.getAttribute('href'))) return;
      context.open<LightboxProps>({
        load: loadLightbox,
        props(close) {
          // The group is read at the click, so images added to the page since join it; only images it may show.
          const shown = [...document.querySelectorAll<HTMLAnchorElement>(MOUNTED)].filter((candidate) =>
            safeUrl(candidate.getAttribute('href')),
          );
          const { links, index } = galleryOf(link, shown);
          return { items: links.map(itemOf), start: index, settings, opener: link, onClose: close };
        },
      });
    },
  },
  mount(link, context) {
    if (isMobile(context.settings, context.platform)) return;
    const href = link.getAttribute('href');
    if (safeUrl(href)) return context.setAttribute(link, 'aria-haspopup', 'dialog');
    context.warn('href', `is not an http(s) or same-site address (${JSON.stringify(href)}); no image is shown.`);
  },
});
