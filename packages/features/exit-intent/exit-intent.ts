import type { Cleanup, MountContext } from '#behaviors';
import { consentShown, whenConsentClosed } from './consent.ts';
import { remember, seen } from './cookie.ts';
import { watchIntent } from './intent.ts';
import { enhanceModal, preloadFocusTrap } from './modal.ts';
import { CONSENT_SELECTOR, COOKIE_NAME, type ExitIntentSettings } from './settings.ts';

function validSelector(selector: string): boolean {
  try {
    document.querySelector(selector);
    return selector.trim() !== '';
  } catch {
    return false;
  }
}

/**
 * The exit-intent pop-up on the module's block (spec §2, §4): held back while the consent overlay is shown;
 * `timer` ms later, watches for exit intent; `delay` ms after it (unless the pointer comes back) shows the
 * modal and writes the cookie; never shows while the cookie says it was seen, unless in aggressive mode.
 * Shows at most once per page.
 */
export function mountExitIntent(root: HTMLElement, { settings: given, signal, warn }: MountContext<ExitIntentSettings>): Cleanup | void {
  const modal = root.querySelector<HTMLElement>('.modal');
  if (!modal) {
    warn('element', 'should contain the exit modal (.modal); left as it is.');
    return;
  }
  const settings = { ...given };
  if (!settings.cookie_name.trim()) {
    warn('kurzus.exit_intent.cookie_name', `should not be empty; using "${COOKIE_NAME}".`);
    settings.cookie_name = COOKIE_NAME;
  }
  let consent = settings.consent_selector;
  if (!validSelector(consent)) {
    warn('kurzus.exit_intent.consent_selector', `should be a CSS selector but is ${JSON.stringify(consent)}; using "${CONSENT_SELECTOR}".`);
    consent = CONSENT_SELECTOR;
  }
  const wanted = () => settings.aggressive_mode || !seen(settings);
  if (!wanted()) return;
  const dialog = enhanceModal(root, modal, signal);

  let watching: AbortController | undefined;
  let timer: number | undefined;
  let pending: number | undefined;
  const stop = () => {
    watching?.abort();
    watching = undefined;
    window.clearTimeout(timer);
    window.clearTimeout(pending);
    pending = undefined;
  };

  const init = () => whenConsentClosed(consent, () => (timer = window.setTimeout(watch, settings.timer)), signal);

  const watch = () => {
    if (!wanted()) return;
    // The overlay may have come after the first look (its script can attach after this one).
    if (consentShown(consent)) return init();
    void preloadFocusTrap();
    watching = new AbortController();
    const onIntent = () => {
      pending ??= window.setTimeout(show, settings.delay);
    };
    // The pointer came back before the delay ran out: not leaving after all.
    const onReturn = () => {
      window.clearTimeout(pending);
      pending = undefined;
    };
    document.documentElement.addEventListener('mouseenter', onReturn, { signal: watching.signal });
    watchIntent(settings, onIntent, watching.signal);
  };

  const show = () => {
    stop();
    if (!wanted()) return;
    if (consentShown(consent)) return init();
    dialog.open();
    remember(settings);
  };

  init();
  return () => {
    stop();
    dialog.destroy();
  };
}
