// Made from theme/components/add-to-cart/add-to-cart.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Add to cart', ...componentMeta('add-to-cart') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddToCart: Story = { ...componentStory('add-to-cart'), name: 'Add to cart' };
