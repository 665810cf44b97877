// Made from theme/components/counters/counters.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Counters', ...componentMeta('counters') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counters: Story = { ...componentStory('counters'), name: 'Counters' };
export const One: Story = { ...componentStory('counters', 'one'), name: 'One counter' };
