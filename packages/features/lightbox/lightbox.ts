import type { Cleanup, MountContext } from '#behaviors';
import { openOverlayOnClick } from '../../ui/overlay/trigger.ts';
import { galleryOf, itemOf } from './gallery.ts';
import type { LightboxProps } from './Lightbox.tsx';
import type { LightboxSettings } from './settings.ts';

/** Links the lightbox handles: Colorbox's class, mounted by this behaviour. */
const MOUNTED = 'a.colorbox[data-once~="kurzus-lightbox"]';

const loadLightbox = () => import('./Lightbox.tsx').then((module) => module.Lightbox);

/** Colorbox's mobile rule: with detection on, a small *screen* (not window) keeps plain links. */
export function isMobile({ mobiledetect, mobiledevicewidth }: LightboxSettings): boolean {
  return mobiledetect && typeof window.matchMedia === 'function' && window.matchMedia(`(max-device-width: ${mobiledevicewidth})`).matches;
}

export function mountLightbox(link: HTMLElement, { settings, signal, warn }: MountContext<LightboxSettings>): Cleanup | void {
  if (!(link instanceof HTMLAnchorElement) || !link.getAttribute('href')) {
    warn('element', 'should be a link with an href; left as it is.');
    return;
  }
  if (isMobile(settings)) return;
  return openOverlayOnClick<LightboxProps>(link, {
    name: 'lightbox',
    load: loadLightbox,
    signal,
    props(close, byKeyboard) {
      // The group is read at the click, so images added to the page since join it.
      const { links, index } = galleryOf(link, document.querySelectorAll<HTMLAnchorElement>(MOUNTED));
      return { items: links.map(itemOf), start: index, settings, opener: link, byKeyboard, onClose: close };
    },
  });
}
