import { t } from './i18n/index.ts';
import { navigate } from './platform.ts';

/** Marks the roots of what the bundle renders itself (dialogs, overlays, messages): attach skips them. */
export const WIDGET_ATTRIBUTE = 'data-kurzus-widget';

const messages = new WeakMap<Element, HTMLElement>();

/** Says, next to the control, that its content could not be loaded (one message per control). */
export function showLoadError(control: Element): void {
  let message = messages.get(control);
  if (!message?.isConnected) {
    message = document.createElement('span');
    message.setAttribute('role', 'alert');
    message.setAttribute(WIDGET_ATTRIBUTE, 'message');
    message.className = 'kurzus-load-error';
    control.after(message);
    messages.set(control, message);
  }
  message.textContent = t('This content failed to load.');
}

/**
 * A control whose code could not be loaded, even on a second try, still does something: the link that
 * was clicked (or the control's own href) is followed, else the failure is said next to the control.
 * `href="#"` only stands in for the script (following it would jump to the top): there the failure is said.
 */
export function followOrSay(behavior: string, control: Element, clicked?: Element | null): void {
  const inside = clicked?.closest('a[href]');
  const link = inside && control.contains(inside) ? inside : control.closest('a[href]');
  const href = link?.getAttribute('href')?.trim();
  if (href && href !== '#' && navigate(href, { behavior, attribute: 'href' })) return;
  showLoadError(control);
}
