// Made from theme/components/cart-summary/cart-summary.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Cart summary', ...componentMeta('cart-summary') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const CartSummary: Story = { ...componentStory('cart-summary'), name: 'Cart summary' };
export const Empty: Story = { ...componentStory('cart-summary', 'empty'), name: 'Empty cart' };
