// Made from theme/components/progress-bar/progress-bar.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Progress bar', ...componentMeta('progress-bar') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProgressBar: Story = { ...componentStory('progress-bar'), name: 'Progress bar' };
