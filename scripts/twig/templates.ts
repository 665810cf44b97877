/** The theme's templates and translations through Vite: the renderer stories and Vitest tests use. */
import po from '../../theme/translations/hu.po?raw';
import { createRenderer, NAMESPACE } from './render.ts';

const files = import.meta.glob<string>('../../theme/templates/**/*.html.twig', { query: '?raw', import: 'default', eager: true });

const sources = Object.fromEntries(
  Object.entries(files).map(([file, source]) => [`${NAMESPACE}/${file.replace('../../theme/templates/', '')}`, source]),
);

export const renderer = createRenderer(sources, po);
