import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { performanceTable as table } from '../fixtures/data/performances.ts';
import { ComingSoonDialog } from '../packages/features/ticket/ComingSoonDialog.tsx';
import { templateMarkup } from './support/templateMarkup.ts';
import { clickToOpen, expectFocusOnButton } from './support/opens.ts';
import { behaviorDocs, pageStory, widgetStory } from './support/behaviorDocs.ts';
import { componentSource } from './support/sdc-stories.ts';
import ticket from '../packages/features/ticket/ticket.ts';

/** The performance table exactly as the fixture page prints it: rows on sale and rows coming soon. */
const performanceTable = pageStory(templateMarkup(table()));

const meta = {
  title: 'Features/Ticket table',
  component: ComingSoonDialog,
  args: { onClose: fn() },
  parameters: behaviorDocs(
    'Behaviour `ticket` (`<a data-kurzus="ticket">`, the performance table\'s ticket links): a link to the ticket shop is followed (and tracked as `ticket_click`); a link to the front page (`href="/"`) means the tickets are not on sale yet: it is faded, described as such, and opens the \'Hamarosan\' dialog instead.',
    ticket,
  ),
} satisfies Meta<typeof ComingSoonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On-sale links navigate; links to '/' are faded and open the 'Hamarosan' dialog instead. */
export const Table: Story = { ...performanceTable };

/** The table after a click on the first coming-soon link. */
export const ComingSoonDialogOpen: Story = {
  ...performanceTable,
  play: async ({ canvasElement }) => {
    const dialog = await clickToOpen(
      canvasElement,
      'a[data-kurzus~="ticket"][aria-haspopup="dialog"]',
      'Hamarosan',
      'The coming-soon link is',
    );
    // It fades in (unless motion is reduced), and focus moves to its OK button.
    await waitFor(() => expect(dialog).toBeVisible());
    await expectFocusOnButton(dialog, 'Rendben');
  },
};

/** The 'Hamarosan' dialog widget by itself, as the behaviour renders it. */
export const ComingSoonDialogAlone: Story = widgetStory(componentSource('ticket-button', { url: '/', text: 'Jegyvásárlás' }));
