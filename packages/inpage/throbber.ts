import { t } from './strings.ts';
import type { AjaxConfig } from './config.ts';

/**
 * Core's progress indicator: `div.ajax-progress.ajax-progress-throbber` after the element (or after its
 * `[data-drupal-ajax-container]`), or `-fullscreen` at the end of the page. It always says what is going on
 * to a screen reader; where core shows no text (`.use-ajax` links), the text is visually hidden.
 */
export function showProgress(element: Element, progress: AjaxConfig['progress']): () => void {
  if (progress === false || progress.type === 'none') return () => {};
  const indicator = document.createElement('div');
  const fullscreen = progress.type === 'fullscreen';
  indicator.className = `ajax-progress ajax-progress-${fullscreen ? 'fullscreen' : 'throbber'}`;
  indicator.setAttribute('role', 'status');
  const throbber = indicator.appendChild(document.createElement('div'));
  throbber.className = 'throbber';
  throbber.setAttribute('aria-hidden', 'true');
  throbber.textContent = '\u00a0';
  const message = indicator.appendChild(document.createElement('div'));
  message.className = progress.message === undefined ? 'message kurzus-visually-hidden' : 'message';
  message.textContent = progress.message ?? t('Processing...');
  if (fullscreen) document.body.append(indicator);
  else (element.closest('[data-drupal-ajax-container]') ?? element).after(indicator);
  return () => indicator.remove();
}
