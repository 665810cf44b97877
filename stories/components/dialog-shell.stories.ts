// Made from theme/components/dialog-shell/dialog-shell.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Dialog shell', ...componentMeta('dialog-shell') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const DialogShell: Story = { ...componentStory('dialog-shell'), name: 'Dialog shell' };
export const Open: Story = { ...componentStory('dialog-shell', 'open'), name: 'Open' };
