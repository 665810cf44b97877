import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { fn } from 'storybook/test';
import { trailer as trailerData } from '../fixtures/data/courses.ts';
import { BuyChoiceDialog } from '../packages/features/buy/BuyChoiceDialog.tsx';
import { purchaseSettings } from '../packages/features/buy/settings.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';
import { clickToOpen, expectFocusOnButton } from './support/opens.ts';
import { behaviorDocs, settingControl, widgetStory } from './support/behaviorDocs.ts';
import { componentSource } from './support/sdc-stories.ts';
import buy from '../packages/features/buy/buy.ts';

/** A product of the trailer view (node--trailer.html.twig): a trailer link, a buy and a gift button. */
const trailer = templateMarkup(trailerData);

/** drupalSettings the trailer view's stories take from Controls. */
interface PurchaseArgs {
  /** `kurzus.purchase.gift_provider_enabled`: on, a buy button with a gift link offers a choice. */
  gift_provider_enabled: boolean;
}

type Args = ComponentProps<typeof BuyChoiceDialog> & PurchaseArgs;

const trailerView = {
  parameters: {
    kurzus: {
      markup: trailer,
      settings: ({ gift_provider_enabled }) => ({ kurzus: { purchase: { gift_provider_enabled } } }),
    } satisfies KurzusParameters<PurchaseArgs>,
    // The page's settings only: the dialog's props belong to the widget's own story.
    controls: { include: ['gift_provider_enabled'] },
  },
};

const meta = {
  title: 'Features/Buy buttons',
  component: BuyChoiceDialog,
  args: { onOwn: fn(), onGift: fn(), onClose: fn(), gift_provider_enabled: false },
  parameters: behaviorDocs(
    'Behaviours `buy` and `gift` (`<a data-kurzus="buy">`, `<a data-kurzus="gift">`, the purchase buttons): a cancelable `kurzus:purchase` first, then the course platform\'s link, the gift provider\'s, or the choice dialog when both are there and the gift provider is on; without either, the button\'s own address.',
    buy,
  ),
  argTypes: {
    gift_provider_enabled: settingControl(
      purchaseSettings,
      'gift_provider_enabled',
      "on, a buy button with a gift link offers a choice (the page's setting, not the dialog's prop)",
    ),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** As the site has it: the gift provider is off, so the buy button goes to the course platform. */
export const TrailerView: Story = { ...trailerView };

/** With the gift provider on, the buy button of an item with both links opens the choice dialog. */
export const ChoiceDialogOpen: Story = {
  ...trailerView,
  // The gift provider on is what this story shows: switched off, there is no dialog to open (TrailerView shows that).
  parameters: { ...trailerView.parameters, controls: { disable: true } },
  args: { gift_provider_enabled: true },
  play: async ({ canvasElement }) => {
    const dialog = await clickToOpen(
      canvasElement,
      'a[data-kurzus~="buy"][aria-haspopup="dialog"]',
      'Hogyan szeretnéd megvenni?',
      'The buy button is',
    );
    await expectFocusOnButton(dialog, 'Magamnak, a kurzusplatformon');
  },
};

/** The buy-choice dialog widget by itself. */
const choiceOpenedBy = componentSource('purchase-buttons', {
  nid: 4,
  title: 'A Kulcs',
  href: '/add-to-cart/4',
  teachable: 'https://kurzus.example.hu/p/a-kulcs',
  gift: 'https://ajandek.example.hu/utalvany/a-kulcs',
});
const choiceDialog = widgetStory(choiceOpenedBy);
export const ChoiceDialogAlone: Story = {
  ...choiceDialog,
  parameters: { ...choiceDialog.parameters, controls: { exclude: ['gift_provider_enabled'] } },
};
