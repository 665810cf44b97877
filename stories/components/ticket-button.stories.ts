// Made from theme/components/ticket-button/ticket-button.component.yml by `npm run stories:components`: change the
// definition, then run it again.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentMeta, componentStory } from '../support/sdc-stories.ts';

const meta = { title: 'Components/Ticket button', ...componentMeta('ticket-button') } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TicketButton: Story = { ...componentStory('ticket-button'), name: 'Ticket button' };
export const ComingSoon: Story = { ...componentStory('ticket-button', 'coming_soon'), name: 'Coming soon' };
