import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { moreItemsSection } from '../fixtures/data/packages.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';
import { behaviorDocs } from './support/behaviorDocs.ts';
import moreItemsFeature from '../packages/features/more-items/more-items.ts';

/** The packages page's first layout section: the packages block and its 'További csomagok' link. */
const section: KurzusParameters = { markup: templateMarkup(moreItemsSection) };

const meta = {
  title: 'Features/More items',
  parameters: {
    kurzus: section,
    ...behaviorDocs(
      'Behaviour `more-items` (`data-kurzus="more-items"`): the link shows or hides the extra items (`[data-extra]`) of its layout section.',
      moreItemsFeature,
    ),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: the extra packages wait hidden; the link says 'További csomagok'. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: 'További csomagok' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Expanded after a click: every package shows; the link says 'Kevesebb csomag'. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'További csomagok' }));
    const toggle = await canvas.findByRole('button', { name: 'Kevesebb csomag' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  },
};
