// Made from theme/components/offcanvas-close/offcanvas-close.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Off-canvas close button', ...componentMeta('offcanvas-close') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const OffcanvasClose: Story = { ...componentStory('offcanvas-close'), name: 'Off-canvas close button' };
export const Open: Story = { ...componentStory('offcanvas-close', 'open'), name: 'Open, on a phone' };
