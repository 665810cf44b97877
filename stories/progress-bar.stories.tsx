import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useLayoutEffect, useRef } from 'react';
import { drawProgress, type ProgressState } from '#ui/progress';

/** The bar as the progress behaviour draws it (plain DOM, `drawProgress`), in one state. */
function ProgressBar(state: ProgressState) {
  const host = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const { percentage, message, label, error } = state;
  useLayoutEffect(() => {
    const drawn = drawProgress(host.current!, { percentage, message, label, error }, labelId);
    return () => drawn.remove();
  }, [percentage, message, label, error, labelId]);
  return <div ref={host} />;
}

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
