import { hu } from './hu.ts';
import { createTranslator } from './translate.ts';

/** The runtime's t(), over its own strings (hu.ts): the shared controls' and the load-failure message. */
export const { t } = createTranslator(hu);

export { CONTEXT, createTranslator, PLURAL_DELIMITER } from './translate.ts';
