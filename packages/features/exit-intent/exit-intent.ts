import { defineFeature, type FeatureContext } from '#behaviors';
import { consentShown, whenConsentClosed } from './consent.ts';
import { remember, seen } from './cookie.ts';
import { watchIntent } from './intent.ts';
import { enhanceModal } from './dialog.ts';
import { exitIntentSettings, type ExitIntentSettings } from './settings.ts';

type Context = FeatureContext<ExitIntentSettings>;

/** Watches for exit intent; `delay` ms after it, unless the pointer comes back, calls `show`. Returns what stops it. */
function watchLeaving(settings: ExitIntentSettings, context: Context, show: () => void): () => void {
  let cancelPending: (() => void) | undefined;
  // The pointer came back before the delay ran out: not leaving after all.
  const onReturn = () => {
    cancelPending?.();
    cancelPending = undefined;
  };
  const stops = [
    context.listen(document.documentElement, 'mouseenter', onReturn),
    watchIntent(settings, () => void (cancelPending ??= context.timeout(show, settings.delay)), context),
  ];
  return () => {
    onReturn();
    for (const stop of stops) stop();
  };
}

/**
 * The exit-intent pop-up on the module's block: held back while the consent overlay is shown; `timer` ms
 * later, watches for exit intent; `delay` ms after it (unless the pointer comes back) shows the modal and
 * writes the cookie; never shows while the cookie says it was seen, unless in aggressive mode. Shows at
 * most once per page.
 */
export default defineFeature<'any', ExitIntentSettings>({
  settings: exitIntentSettings,
  mount(root, context) {
    const modal = root.querySelector<HTMLElement>('.modal');
    if (!modal) {
      context.warn('element', 'should contain the exit modal (.modal); left as it is.');
      return;
    }
    const { settings } = context;
    const consent = settings.consent_selector;
    const wanted = () => settings.aggressive_mode || !seen(settings);
    if (!wanted()) return;
    const dialog = enhanceModal(root, modal, context);
    let stopWatching = () => {};
    const init = () => whenConsentClosed(consent, () => void context.timeout(watch, settings.timer), context);
    const watch = () => {
      if (!wanted()) return;
      // The overlay may have come after the first look (its script can attach after this one).
      if (consentShown(consent)) return init();
      stopWatching = watchLeaving(settings, context, show);
    };
    const show = () => {
      stopWatching();
      if (!wanted()) return;
      if (consentShown(consent)) return init();
      // Not over a dialog the visitor has open: it waits for the next time they leave.
      if (!dialog.open()) return watch();
      remember(settings);
    };
    init();
  },
});
