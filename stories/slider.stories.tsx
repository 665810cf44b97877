import type { Meta, StoryObj } from '@storybook/react-vite';
import { articleSlider, joinMe } from '../fixtures/data/packages.ts';
import { templateMarkup } from './support/templateMarkup.ts';

const meta = {
  title: 'Features/Slider',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The articles block: one article per view on a phone, two on a tablet, three on a desktop; 'Előző' and
 * 'Következő', arrow keys and drag step through them. (Without the browser features the carousel needs,
 * as in a test DOM, it stays a row that scrolls sideways.)
 */
export const Articles: Story = { parameters: { kurzus: { markup: templateMarkup(articleSlider) } } };

/** The 'join me' slider: one invitation per view. */
export const JoinMe: Story = { parameters: { kurzus: { markup: templateMarkup(joinMe) } } };
