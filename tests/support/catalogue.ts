import { hu } from '../../packages/behaviors/i18n/hu.ts';
import { features } from '../../packages/kurzus/features.ts';

/** The bundle's whole Hungarian catalogue: the runtime's own strings and every feature module's. */
export async function bundleCatalogue(): Promise<Record<string, string>> {
  const catalogue = { ...hu };
  for (const feature of features) Object.assign(catalogue, (await feature.load()).default.strings);
  return catalogue;
}
