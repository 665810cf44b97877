import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { trailer as trailerView } from '../fixtures/data/courses.ts';
import { BuyChoiceDialog } from '../packages/features/buy/BuyChoiceDialog.tsx';
import { templateMarkup } from './support/templateMarkup.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';

/** A product of the trailer view (node--trailer.html.twig): a trailer link, a buy and a gift button. */
const trailer = templateMarkup(trailerView);
/** The gift provider switched back on (`kurzus.purchase.gift_provider_enabled`): the buy button offers a choice. */
const providerOn = { kurzus: { purchase: { gift_provider_enabled: true } } };

const meta = {
  title: 'Features/Buy buttons',
  component: BuyChoiceDialog,
  args: { onOwn: fn(), onGift: fn(), onClose: fn() },
} satisfies Meta<typeof BuyChoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the site has it: the gift provider is off, so the buy button goes to the course platform. */
export const TrailerView: Story = { parameters: { kurzus: { markup: trailer } satisfies KurzusParameters } };

/** With the gift provider on, the buy button of an item with both links opens the choice dialog. */
export const ChoiceDialogOpen: Story = {
  parameters: { kurzus: { markup: trailer, settings: providerOn } satisfies KurzusParameters },
  play: async ({ canvasElement }) => {
    const button = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLAnchorElement>('a[data-kurzus~="buy"][aria-haspopup="dialog"]');
      if (!found) throw new Error('The buy button is not mounted yet.');
      return found;
    });
    await userEvent.click(button);
    // The dialog is a portal at the end of the page's body, outside the story's canvas.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Hogyan szeretnéd megvenni?' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Magamnak, a kurzusplatformon' })).toHaveFocus());
  },
};

/** The buy-choice dialog widget by itself. */
export const ChoiceDialogAlone: Story = {};
