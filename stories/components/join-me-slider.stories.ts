// Made from theme/components/join-me-slider/join-me-slider.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Join me slider', ...componentMeta('join-me-slider') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const JoinMeSlider: Story = { ...componentStory('join-me-slider'), name: 'Join me slider' };
