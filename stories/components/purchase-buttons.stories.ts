// Made from theme/components/purchase-buttons/purchase-buttons.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Purchase buttons', ...componentMeta('purchase-buttons') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PurchaseButtons: Story = { ...componentStory('purchase-buttons'), name: 'Purchase buttons' };
export const BuyOnly: Story = { ...componentStory('purchase-buttons', 'buy_only'), name: 'Buy only' };
export const CoursePlatform: Story = { ...componentStory('purchase-buttons', 'course_platform'), name: 'Course platform' };
export const GiftOnly: Story = { ...componentStory('purchase-buttons', 'gift_only'), name: 'Gift only' };
