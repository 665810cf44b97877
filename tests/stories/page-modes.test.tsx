import { composeStory, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import counterMeta, { Counted } from '../../stories/counter.stories.tsx';
import meta, { Table } from '../../stories/ticket.stories.tsx';
import { viewport } from '../support/viewport.ts';
import { detachAll } from '../../stories/support/withBehaviors.tsx';

setProjectAnnotations(preview);

/** The ticket table under the toolbar's conditions. */
function renderTable(globals: Record<string, string>) {
  const Story = composeStory({ ...Table, globals }, meta);
  return render(<Story />).container;
}

afterEach(() => detachAll());

it('with the bundle (the default) the coming-soon links are enhanced, and <html> has the js class', async () => {
  const table = renderTable({});
  await expect.poll(() => table.querySelectorAll('a[aria-haspopup="dialog"]').length).toBeGreaterThan(0);
  expect(document.documentElement.classList.contains('js')).toBe(true);
});

it('"Without JavaScript" shows the markup as the server printed it: no behaviour attaches, no js class', async () => {
  const table = renderTable({ bundle: 'off' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(table.querySelectorAll('a[data-kurzus~="ticket"]').length).toBeGreaterThan(0);
  expect(table.querySelectorAll('[data-once], [aria-haspopup]')).toHaveLength(0);
  expect(document.documentElement.classList.contains('js')).toBe(false);
});

it('"Reduced motion" answers prefers-reduced-motion for the bundle and stops transitions, until detached', async () => {
  // The counters count at once, as for a visitor who asked for less motion (else they take 4000 ms).
  const Story = composeStory({ ...Counted, globals: { motion: 'reduced' } }, counterMeta);
  const { container } = render(<Story />);
  viewport.enterAll();
  await expect.poll(() => container.querySelectorAll('[data-kurzus~="counter"]:not(.counted)').length, { timeout: 500 }).toBe(0);
  const stops = () =>
    [...document.head.querySelectorAll('style')].some((style) => style.textContent?.includes('transition: none !important'));
  expect(stops()).toBe(true);
  detachAll();
  expect(stops()).toBe(false);
});
