// Made from theme/components/offcanvas-toggle/offcanvas-toggle.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Off-canvas toggle', ...componentMeta('offcanvas-toggle') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const OffcanvasToggle: Story = { ...componentStory('offcanvas-toggle'), name: 'Off-canvas toggle' };
