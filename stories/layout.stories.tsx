import type { Meta, StoryObj } from '@storybook/react-vite';
import { sections } from '../fixtures/data/home.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import { behaviorDocs } from './support/behaviorDocs.ts';
import responsiveContainerFeature from '../packages/features/responsive-container/responsive-container.ts';

const meta = {
  title: 'Features/Layout containers',
  parameters: {
    ...behaviorDocs(
      'Behaviour `responsive-container` (`data-kurzus="responsive-container"`): `data-desktop-class` at 992 px (`kurzus.breakpoint`) or wider, `data-mobile-class` below.',
      responsiveContainerFeature,
    ),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A Layout Builder section: `container` at a window width of 992 px or more, `container-fluid` below.
 * Resize the window (or the viewport toolbar) across 992 px to see it switch.
 */
export const Section: Story = { parameters: { kurzus: { markup: templateMarkup(sections.intro) } } };
