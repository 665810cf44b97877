import { boolean, defineFeature, record, type FeatureContext } from '#behaviors';

/** The tracking event and the Meta Conversions API module's endpoint. */
export const PAGE_VIEW = 'PageView';
export const PAGE_VIEW_PATH = '/ajax/page-view';

export interface PageViewSettings {
  enabled: boolean;
  events: Record<string, boolean>;
}

/** The part of the module's `Drupal.meta_conversions_api` a site may replace (e.g. to ask for consent). */
interface MetaConversionsApi {
  allowedCallback?: () => unknown;
}

/** The module's allow check, `Drupal.meta_conversions_api.allowedCallback()`: true unless a site replaced it. */
function allowed(warn: FeatureContext['warn']): boolean {
  // Read without Drupal too: a consent script may define only this part of `Drupal`.
  const api = (window.Drupal as { meta_conversions_api?: MetaConversionsApi } | undefined)?.meta_conversions_api;
  const callback = api?.allowedCallback;
  if (typeof callback !== 'function') return true;
  try {
    return Boolean(callback());
  } catch (error) {
    warn('Drupal.meta_conversions_api.allowedCallback', `threw (${String(error)}); no page view was sent.`);
    return false;
  }
}

/** The module's `shouldSend('PageView')`: enabled, the event enabled, and the allow check passes. */
export function shouldSendPageView(settings: PageViewSettings, warn: FeatureContext['warn']): boolean {
  return settings.enabled && settings.events[PAGE_VIEW] === true && allowed(warn);
}

export const pageViewUrl = (href: string) => `${PAGE_VIEW_PATH}?url=${encodeURIComponent(href)}`;

/** Sends the page view; the answer is not read and a failure stays silent. */
export default defineFeature<'any', PageViewSettings>({
  settings: { path: 'meta_conversions_api', fields: { enabled: boolean(false), events: record(boolean(false)) } },
  mount(_body, { settings, warn, platform }) {
    if (!shouldSendPageView(settings, warn)) return;
    platform.fetch(pageViewUrl(document.URL), { credentials: 'same-origin' }).catch(() => {});
  },
});
