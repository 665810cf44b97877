import type { Meta, StoryObj } from '@storybook/react-vite';
import { sections } from '../fixtures/data/home.ts';
import { templateMarkup } from './support/templateMarkup.ts';

const meta = {
  title: 'Features/Lazy media',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photos that load when they come within 500 px of the viewport, each with its <noscript> copy. */
export const Gallery: Story = { parameters: { kurzus: { markup: templateMarkup(sections.gallery) } } };
