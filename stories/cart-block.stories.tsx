import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cart } from '../fixtures/data/shared.ts';
import { siteHeader } from './support/templateMarkup.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';
import { behaviorDocs } from './support/behaviorDocs.ts';
import cartBlockFeature from '../packages/features/cart-block/cart-block.ts';

/** The site header with Commerce's cart block (commerce-cart-block.html.twig), in the page frame that styles it. */
const header: KurzusParameters = { markup: siteHeader({ secondary: [cart] }) };

const meta = {
  title: 'Features/Cart block',
  parameters: {
    layout: 'fullscreen',
    kurzus: header,
    ...behaviorDocs(
      'Behaviour `cart-block`: Commerce\'s `.cart--cart-block` (or `data-kurzus="cart-block"`), its link expanding and collapsing the contents.',
      cartBlockFeature,
    ),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const cartLink = (canvasElement: HTMLElement) => within(canvasElement).getByRole('link', { name: /2 termék/ });

/** Collapsed: the link says how many items the cart holds. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cartLink(canvasElement)).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Expanded in place by its link: the items and a link to the cart page. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cartLink(canvasElement)).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(cartLink(canvasElement));
    await expect(cartLink(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(within(canvasElement).getByRole('link', { name: 'Kosár megtekintése' })).toBeVisible();
  },
};
