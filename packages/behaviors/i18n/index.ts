import { hu } from './hu.ts';
import { createTranslator } from './translate.ts';

export const { t, formatPlural } = createTranslator(hu);
export { createTranslator, PLURAL_DELIMITER, type Catalogue } from './translate.ts';
export { checkPlain, formatString, type Args } from './format.ts';
