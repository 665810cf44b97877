/** The theme's templates, components and translations through Vite: the renderer stories and Vitest tests use. */
import po from '../../theme/translations/hu.po?raw';
import { componentsFromFiles } from './components.ts';
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
