import { t } from '#behaviors';

/**
 * What the visitor is told when a request to the site fails, in core's English with its rules: shared by
 * the in-page update client and the progress bar. A feature that says these merges `requestErrorStrings`
 * into its own strings.
 */
export const requestErrorStrings = {
  'An AJAX HTTP error occurred.': 'AJAX HTTP hiba történt.',
  'HTTP Result Code: !status': 'HTTP eredménykód: !status',
  'An AJAX HTTP request terminated abnormally.': 'Egy AJAX HTTP kérés rendellenesen megszakadt.',
  'Network problem!': 'Hálózati hiba!',
};

export const requestErrors = {
  http: (status: number) => `${t('An AJAX HTTP error occurred.')} ${t('HTTP Result Code: !status', { '!status': status })}`,
  abnormal: () => t('An AJAX HTTP request terminated abnormally.'),
  offline: () => t('Network problem!'),
};

/** A request that got no HTTP answer: the browser says whether it is offline; otherwise the connection broke. */
export const noAnswer = () => (navigator.onLine === false ? requestErrors.offline() : requestErrors.abnormal());
