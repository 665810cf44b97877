/** The theme's templates, components, translations, info and libraries (and the module's) through Vite: the renderer stories and Vitest tests use. */
import info from '../../theme/kurzus.info.yml?raw';
import libraries from '../../theme/kurzus.libraries.yml?raw';
import moduleLibraries from '../../module/kurzus_frontend.libraries.yml?raw';
import moduleSettings from '../../module/config/install/kurzus_frontend.settings.yml?raw';
import po from '../../theme/translations/hu.po?raw';
import { componentsFromFiles } from './sdc.ts';
import type { Theme } from './page.ts';
import { createRenderer, NAMESPACE } from './render.ts';

const files = import.meta.glob<string>('../../theme/templates/**/*.html.twig', { query: '?raw', import: 'default', eager: true });

const sources = Object.fromEntries(
  Object.entries(files).map(([file, source]) => [`${NAMESPACE}/${file.replace('../../theme/templates/', '')}`, source]),
);

const componentFiles = import.meta.glob<string>('../../theme/components/*/*.{component.yml,twig}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The theme's components (theme/components/<name>/). */
export const components = componentsFromFiles(componentFiles);

export const renderer = createRenderer(sources, po, components);

/** The theme as a whole page needs it (scripts/twig/page.ts). */
export const theme: Theme = {
  renderer,
  components,
  info,
  libraries,
  module: { libraries: moduleLibraries, settings: moduleSettings },
};
