// Made from theme/components/more-items/more-items.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/More items', ...componentMeta('more-items') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoreItems: Story = { ...componentStory('more-items'), name: 'More items' };
