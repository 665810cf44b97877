// Made from theme/components/video-link/video-link.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Video link', ...componentMeta('video-link') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const VideoLink: Story = { ...componentStory('video-link'), name: 'Video link' };
export const ShortText: Story = { ...componentStory('video-link', 'short_text'), name: 'Short text' };
