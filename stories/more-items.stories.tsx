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

/**
 * The 'További csomagok' link as a visitor finds it, scrolled to as a visitor would: its code loads when it
 * comes near the viewport, and a click before that loads it at once. Before the code it is a link, after it
 * a button: it is found by its text.
 */
async function findToggle(canvasElement: HTMLElement): Promise<HTMLElement> {
  const toggle = await within(canvasElement).findByText('További csomagok');
  toggle.scrollIntoView?.({ block: 'center' });
  return toggle;
}

/** Collapsed: the extra packages wait hidden; the link says 'További csomagok'. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await findToggle(canvasElement);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'), { timeout: 5000 });
  },
};

/** Expanded after a click: every package shows; the link says 'Kevesebb csomag'. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await findToggle(canvasElement));
    const toggle = await within(canvasElement).findByRole('button', { name: 'Kevesebb csomag' }, { timeout: 5000 });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
  },
};
