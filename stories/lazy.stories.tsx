import type { Meta, StoryObj } from '@storybook/react-vite';
import homePage from '../fixtures/home.html?raw';
import { fixtureMarkup } from './support/fixtureMarkup.ts';

const meta = {
  title: 'Features/Lazy media',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photos that load when they come within 500 px of the viewport, each with its <noscript> copy. */
export const Gallery: Story = { parameters: { kurzus: { markup: fixtureMarkup(homePage, '.home-gallery') } } };

