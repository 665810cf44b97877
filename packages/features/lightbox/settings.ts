import { boolean, elsewhere, number, plainObject, string, type SettingsSpec } from '#behaviors';

/**
 * The keys the Colorbox module prints in `drupalSettings.colorbox`, read as Colorbox
 * reads them, plus the site's `dompurify_custom_config`. Labels default to '' meaning 'not sent': the
 * widget then takes the Hungarian catalogue's.
 */
export interface LightboxSettings {
  /** Stepping wraps from the last item to the first; the module sends no `loop`, so Colorbox's default, on. */
  loop: boolean;
  mobiledetect: boolean;
  /** A CSS length, tested against the screen (`max-device-width`), not the window. */
  mobiledevicewidth: string;
  /** The position counter, with `{current}` and `{total}`. */
  current: string;
  previous: string;
  next: string;
  close: string;
  slideshow: boolean;
  slideshowAuto: boolean;
  slideshowSpeed: number;
  slideshowStart: string;
  slideshowStop: string;
  overlayClose: boolean;
  opacity: number;
  /** DOMPurify's whole configuration for captions, replacing the allowed lists when the site sends one. */
  dompurify: Record<string, unknown> | undefined;
}

export const lightboxSettings: SettingsSpec<LightboxSettings> = {
  path: 'colorbox',
  fields: {
    loop: boolean(true),
    mobiledetect: boolean(true),
    mobiledevicewidth: string('480px'),
    current: string(''),
    previous: string(''),
    next: string(''),
    close: string(''),
    slideshow: boolean(false),
    slideshowAuto: boolean(true),
    slideshowSpeed: number(2500, { min: 100 }),
    slideshowStart: string(''),
    slideshowStop: string(''),
    overlayClose: boolean(true),
    opacity: number(0.85, { min: 0, max: 1 }),
    dompurify: elsewhere('dompurify_custom_config', plainObject()),
  },
};
