import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sections } from '../fixtures/data/home.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import { behaviorDocs } from './support/behaviorDocs.ts';
import counterFeature from '../packages/features/counter/counter.ts';

const counters = templateMarkup(sections.counters);

const meta = {
  title: 'Features/Counters',
  parameters: behaviorDocs(
    'Behaviour `counter` (`<span data-kurzus="counter" data-count>`, the component `kurzus:counters`): the number counts up from 0 once, for 4000 ms, when it first comes into view; with reduced motion it stays as printed.',
    counterFeature,
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the server prints them, before any script: the final numbers, grouped the Hungarian way. */
export const ServerRendered: Story = {
  render: () => <div dangerouslySetInnerHTML={{ __html: counters }} />,
};

/** With the bundle: each counts from 0 when it comes into view, for 4000 ms, then is marked `counted`. */
export const Counted: Story = {
  parameters: { kurzus: { markup: counters } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-kurzus~="counter"]:not(.counted)')).toHaveLength(0), {
      timeout: 6000,
    });
    await expect(canvasElement.querySelector('[data-kurzus~="counter"]')!.textContent).toBe('12\u00a0500');
  },
};
