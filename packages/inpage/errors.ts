import { t } from '#behaviors';

/** The error catalogue for in-page updates (spec §8), with core's English sources and ajax.js's rules. */
export const ajaxErrors = {
  verification: () => t('The response failed verification so will not be processed.'),
  http: (status: number) => `${t('An AJAX HTTP error occurred.')} ${t('HTTP Result Code: !status', { '!status': status })}`,
  abnormal: () => t('An AJAX HTTP request terminated abnormally.'),
  offline: () => t('Network problem!'),
};

/** A request that got no HTTP answer: the browser says whether it is offline; otherwise the connection broke. */
export const noAnswer = () => (navigator.onLine === false ? ajaxErrors.offline() : ajaxErrors.abnormal());
