import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from '#ui/progress';

const meta = {
  title: 'UI/Progress bar',
  component: ProgressBar,
  args: { label: 'Videók újraindexelése' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first answer, or without a percentage: no value yet (no aria-valuenow). */
export const Indeterminate: Story = { args: { message: 'Előkészítés...' } };

/** Half way, with the server's message under the bar. */
export const Halfway: Story = { args: { percentage: 50, message: '2. lépés a 4-ből' } };

export const Complete: Story = { args: { percentage: 100, message: 'Kész.' } };

/** A status-0 answer: its data is shown as the error, and polling has stopped. */
export const Failed: Story = { args: { error: 'A feldolgozás megszakadt: a videótár nem érhető el.' } };
