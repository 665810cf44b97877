import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { menu } from '../fixtures/data/packages.ts';
import { siteHeader } from './support/templateMarkup.ts';
import { atViewport } from './support/viewports.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';
import { behaviorDocs } from './support/behaviorDocs.ts';
import offcanvasFeature from '../packages/features/offcanvas/offcanvas.ts';

const meta = {
  title: 'Features/Off-canvas navigation',
  // The site header: the 'Menü' toggle shows below 992 px, so the stories open on a phone; above, the plain menu.
  globals: atViewport('phone'),
  parameters: {
    kurzus: { markup: siteHeader({ menu }) } satisfies KurzusParameters,
    ...behaviorDocs(
      'Behaviour `offcanvas` (`<button data-kurzus="offcanvas" aria-controls="…">`): the toggle opens and closes the off-canvas panel and keeps focus in it.',
      offcanvasFeature,
    ),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the toggle says `aria-expanded="false"`. */
export const Closed: Story = {};

/**
 * Open after a click on 'Menü': the panel is in, focus on its first link and kept inside. From 992 px up
 * there is no toggle: the menu is the header's plain menu, which the story then shows.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    // The toggle shows below 992 px only (a media query): wider, the header's plain menu is there instead.
    const toggle = within(canvasElement).queryByRole('button', { name: 'Menü' });
    if (!toggle) {
      await expect(within(canvasElement).getByRole('link', { name: 'Kezdőlap' })).toBeVisible();
      return;
    }
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(toggle);
    await waitFor(() => expect(within(canvasElement).getByRole('link', { name: 'Kezdőlap' })).toHaveFocus());
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
