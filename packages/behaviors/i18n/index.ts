import { hu } from './hu.ts';
import { createTranslator } from './translate.ts';

export const { t, lookup } = createTranslator(hu);

/** Merges a feature's Hungarian strings into the catalogue: each feature brings its own, with its code. */
export function addStrings(strings: Record<string, string>): void {
  Object.assign(hu, strings);
}

export { CONTEXT, createTranslator, PLURAL_DELIMITER } from './translate.ts';
