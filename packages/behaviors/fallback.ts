import { t } from './i18n/index.ts';
import { navigate, type Platform } from './platform.ts';

/** Marks the roots of what the bundle renders itself (dialogs, overlays, messages): attach skips them. */
export const WIDGET_ATTRIBUTE = 'data-kurzus-widget';

/** What a visitor asked for gets one more try: a load that fails is tried again once before anything falls back. */
export const twice = <T>(load: () => Promise<T>): Promise<T> => load().catch(() => load());

/**
 * A control whose code could not be loaded, even on a second try, still does something: the link that
 * was clicked (or the control's own href) is followed, else the failure is said next to the control, in
 * one message per control. `href="#"` only stands in for the script (following it would jump to the top):
 * there the failure is said.
 */
export function followOrSay(platform: Platform, behavior: string, control: Element, clicked?: Element | null): void {
  const inside = clicked?.closest('a[href]');
  const link = inside && control.contains(inside) ? inside : control.closest('a[href]');
  const href = link?.getAttribute('href')?.trim();
  if (href && href !== '#' && navigate(platform, href, { behavior, attribute: 'href' })) return;
  let message = control.nextElementSibling;
  if (message?.getAttribute(WIDGET_ATTRIBUTE) !== 'message') {
    message = document.createElement('span');
    message.setAttribute('role', 'alert');
    message.setAttribute(WIDGET_ATTRIBUTE, 'message');
    message.className = 'kurzus-load-error';
    control.after(message);
  }
  message.textContent = t('This content failed to load.');
}
