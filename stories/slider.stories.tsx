import type { Meta, StoryObj } from '@storybook/react-vite';
import { articleSlider, joinMe } from '../fixtures/data/packages.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import { behaviorDocs } from './support/behaviorDocs.ts';
import sliderFeature from '../packages/features/slider/slider.ts';

const meta = {
  title: 'Features/Slider',
  parameters: behaviorDocs(
    'Behaviour `slider` (`data-kurzus="slider"` around `[data-slide]` items: the articles block, the component `kurzus:join-me-slider`): an Embla carousel with previous and next buttons, loaded when it comes into view; without JavaScript the slides scroll sideways.',
    sliderFeature,
  ),
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
