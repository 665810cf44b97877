/// <reference types="trusted-types" />
import { t } from './strings.ts';

export type MessageType = 'status' | 'warning' | 'error';

const labels: Record<MessageType, () => string> = {
  status: () => t('Status message'),
  warning: () => t('Warning message'),
  error: () => t('Error message'),
};

/**
 * Where page messages go. A wrapper the server names (`messageWrapperQuerySelector`) wins. Otherwise, for
 * a request sent from a form, they go right after that form, below the button that was pressed, where the
 * visitor is looking (the page's area above the title is out of their view). Otherwise, as core's
 * `Drupal.Message.defaultWrapper()` finds it: `[data-drupal-messages]`, else the theme's hidden fallback
 * (then shown), else a new element at the end of the page.
 */
export function messageArea(selector?: string, sentFrom?: Element | null): HTMLElement {
  const named = selector ? document.querySelector<HTMLElement>(selector) : null;
  if (named) return named;
  const form = sentFrom?.closest('form');
  if (form?.isConnected) return areaAfter(form);
  let area = document.querySelector<HTMLElement>('[data-drupal-messages]');
  if (area) return area;
  area = document.querySelector<HTMLElement>('[data-drupal-messages-fallback]') ?? document.body.appendChild(document.createElement('div'));
  area.removeAttribute('data-drupal-messages-fallback');
  area.classList.remove('hidden');
  if (area.classList.length === 0) area.removeAttribute('class');
  area.setAttribute('data-drupal-messages', '');
  return area;
}

/** The messages area that follows `form`, made on first use. */
function areaAfter(form: HTMLFormElement): HTMLElement {
  const next = form.nextElementSibling;
  if (next instanceof HTMLElement && next.hasAttribute('data-drupal-messages')) return next;
  const area = document.createElement('div');
  area.setAttribute('data-drupal-messages', '');
  form.after(area);
  return area;
}

/**
 * One message as core's `Drupal.theme.message` draws it: errors and warnings are `role="alert"` (read out
 * at once), others `role="status"`. `html` is server markup from a verified response, already through the
 * sanitizer (TrustedHTML where the browser has Trusted Types); `text` is ours.
 */
export function addMessage(
  area: HTMLElement,
  content: { html: string | TrustedHTML } | { text: string },
  type: MessageType = 'status',
): HTMLElement {
  const message = document.createElement('div');
  message.className = `messages messages--${type}`;
  message.setAttribute('role', type === 'status' ? 'status' : 'alert');
  message.setAttribute('data-drupal-message-type', type);
  message.setAttribute('aria-label', labels[type]());
  // TypeScript's DOM types know only strings; the browser takes the TrustedHTML it enforces.
  if ('html' in content) message.innerHTML = content.html as string;
  else message.textContent = content.text;
  area.append(message);
  return message;
}

/**
 * An in-page update failed: say so once (a newer failure replaces the older one), in the messages near
 * the element that sent it.
 */
export function showAjaxError(text: string, sentFrom?: Element): HTMLElement {
  const area = messageArea(undefined, sentFrom);
  area.querySelector('[data-kurzus-ajax-error]')?.remove();
  const message = addMessage(area, { text }, 'error');
  message.setAttribute('data-kurzus-ajax-error', '');
  return message;
}
