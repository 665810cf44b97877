// Made from theme/components/lazy-media/lazy-media.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Lazy media', ...componentMeta('lazy-media') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const LazyMedia: Story = { ...componentStory('lazy-media'), name: 'Lazy media' };
export const Player: Story = { ...componentStory('lazy-media', 'player'), name: 'Player' };
