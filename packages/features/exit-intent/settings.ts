import { boolean, number, selector, string, type SettingsSpec } from '#behaviors';

/** `drupalSettings.kurzus.exit_intent`: the exit-intent module's keys under their own names, plus where the consent overlay is. */
export interface ExitIntentSettings {
  /** px from the top edge within which leaving the window counts as exit intent. */
  sensitivity: number;
  /** Show even when the cookie says it was seen. */
  aggressive_mode: boolean;
  /** ms after initialisation before exit intent is watched for. */
  timer: number;
  /** ms between the intent and the modal showing (cancelled if the pointer comes back). */
  delay: number;
  /** Days the cookie lives; 0 makes it a session cookie. */
  cookie_expiration: number;
  /** The cookie's domain; empty means the current host only. */
  cookie_domain: string;
  cookie_name: string;
  /** Whether the cookie covers the whole site (path '/') or only the current path. */
  sitewide_cookie: boolean;
  /** 0 none, 1 first upward scroll, 2 after `custom_behavior_delay`. */
  custom_behavior: number;
  custom_behavior_delay: number;
  /** When on, the custom behaviour runs only on touch devices. */
  custom_behavior_touch: boolean;
  /** The cookie-consent overlay that holds back initialisation while it is shown. */
  consent_selector: string;
}

/** Days the 'seen' cookie lives unless the site sends another (see the README's decisions). */
const COOKIE_EXPIRATION_DAYS = 30;
/** ms before custom behaviour 2 shows the modal unless the site sends another. */
const CUSTOM_BEHAVIOR_DELAY = 10_000;
const CONSENT_SELECTOR = '#sliding-popup';
const COOKIE_NAME = 'viewedOuibounceModal';

export const exitIntentSettings: SettingsSpec<ExitIntentSettings> = {
  path: 'kurzus.exit_intent',
  fields: {
    sensitivity: number(20, { min: 0 }),
    aggressive_mode: boolean(false),
    timer: number(1000, { min: 0 }),
    delay: number(0, { min: 0 }),
    cookie_expiration: number(COOKIE_EXPIRATION_DAYS, { min: 0 }),
    cookie_domain: string(''),
    cookie_name: string(COOKIE_NAME, { required: true }),
    sitewide_cookie: boolean(true),
    custom_behavior: number(0, { min: 0, max: 2 }),
    custom_behavior_delay: number(CUSTOM_BEHAVIOR_DELAY, { min: 0 }),
    custom_behavior_touch: boolean(false),
    consent_selector: selector(CONSENT_SELECTOR),
  },
};
