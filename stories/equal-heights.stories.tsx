import type { Meta, StoryObj } from '@storybook/react-vite';
import { packageListing } from '../fixtures/data/packages.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import { behaviorDocs } from './support/behaviorDocs.ts';
import equalHeightsFeature from '../packages/features/equal-heights/equal-heights.ts';

/** Listing block 2: descriptions and episode lists even out per row; resize the canvas to see rows change. */
const block = templateMarkup(packageListing);

const meta = {
  title: 'Features/Equal heights',
  parameters: {
    kurzus: { markup: block },
    ...behaviorDocs(
      'Behaviour `equal-heights` (`data-kurzus="equal-heights"`): members of a `data-equal-height` group that share a row get its tallest height.',
      equalHeightsFeature,
    ),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The packages block as the page prints it: as many columns as fit, members evened out per row. */
export const PackagesBlock: Story = {};

/** The same block in a phone-wide column: one card per row, every member at its natural height. */
export const Stacked: Story = {
  parameters: { kurzus: { markup: `<div style="max-width: 22rem">${block}</div>` } },
};
