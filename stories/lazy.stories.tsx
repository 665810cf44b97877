import type { Meta, StoryObj } from '@storybook/react-vite';
import { sections } from '../fixtures/data/home.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import { behaviorDocs } from './support/behaviorDocs.ts';
import lazyFeature from '../packages/features/lazy/lazy.ts';

const meta = {
  title: 'Features/Lazy media',
  parameters: behaviorDocs(
    'Behaviour `lazy` (`<img data-kurzus="lazy" data-src>`, `<iframe data-kurzus="lazy" data-src>`, the component `kurzus:lazy-media`): the address is set when the element comes within 500 px of the viewport; its box keeps its size meanwhile.',
    lazyFeature,
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photos that load when they come within 500 px of the viewport, each with its <noscript> copy. */
export const Gallery: Story = { parameters: { kurzus: { markup: templateMarkup(sections.gallery) } } };
