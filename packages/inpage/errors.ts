import { t } from './strings.ts';
import { noAnswer, requestErrors } from '#ui/request-errors';

/** The error catalogue for in-page updates: a failed request as any request says it, and an unverified answer. */
export const ajaxErrors = {
  ...requestErrors,
  verification: () => t('The response failed verification so will not be processed.'),
};

export { noAnswer };
