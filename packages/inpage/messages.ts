/// <reference types="trusted-types" />
import { t } from '#behaviors';

export type MessageType = 'status' | 'warning' | 'error';

const labels: Record<MessageType, () => string> = {
  status: () => t('Status message'),
  warning: () => t('Warning message'),
  error: () => t('Error message'),
};

/**
 * Where page messages go, as core's `Drupal.Message.defaultWrapper()` finds it: `[data-drupal-messages]`,
 * else the theme's hidden fallback (then shown), else a new element at the end of the page.
 */
export function messageArea(selector = '[data-drupal-messages]'): HTMLElement {
  let area = document.querySelector<HTMLElement>(selector);
  if (area) return area;
  area = document.querySelector<HTMLElement>('[data-drupal-messages-fallback]') ?? document.body.appendChild(document.createElement('div'));
  area.removeAttribute('data-drupal-messages-fallback');
  area.classList.remove('hidden');
  if (area.classList.length === 0) area.removeAttribute('class');
  area.setAttribute('data-drupal-messages', '');
  return area;
}

/**
 * One message as core's `Drupal.theme.message` draws it: errors and warnings are `role="alert"` (read out
 * at once), others `role="status"`. `html` is server markup from a verified response, already through the
 * sanitizer (TrustedHTML where the browser has Trusted Types); `text` is ours.
 */
export function addMessage(area: HTMLElement, content: { html: string | TrustedHTML } | { text: string }, type: MessageType = 'status'): HTMLElement {
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

/** An in-page update failed: say so once (a newer failure replaces the older one), in the page's messages. */
export function showAjaxError(text: string): HTMLElement {
  const area = messageArea();
  area.querySelector('[data-kurzus-ajax-error]')?.remove();
  const message = addMessage(area, { text }, 'error');
  message.setAttribute('data-kurzus-ajax-error', '');
  return message;
}
