import { translator } from '#behaviors';

/**
 * What the visitor is told when a request to the site fails, keyed by core's English (so a site's own
 * translations still override it) but worded for a shopper: what happened, what to do. Shared by
 * the in-page update client and the progress bar.
 */
export const strings = {
  'An AJAX HTTP error occurred.': 'Valami hiba történt. Próbáld meg újra egy kicsit később.',
  'HTTP Result Code: !status': '(Hibakód: !status)',
  'An AJAX HTTP request terminated abnormally.': 'Megszakadt a kapcsolat. Próbáld meg újra.',
  'Network problem!': 'Nincs internetkapcsolat. Ellenőrizd a hálózatot, és próbáld meg újra.',
};
const { t } = translator(strings);

export const requestErrors = {
  http: (status: number) => `${t('An AJAX HTTP error occurred.')} ${t('HTTP Result Code: !status', { '!status': status })}`,
  abnormal: () => t('An AJAX HTTP request terminated abnormally.'),
  offline: () => t('Network problem!'),
};

/** A request that got no HTTP answer: the browser says whether it is offline; otherwise the connection broke. */
export const noAnswer = () => (navigator.onLine === false ? requestErrors.offline() : requestErrors.abnormal());
