import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { exitModal } from '../fixtures/data/shared.ts';
import { fixturePage } from '../fixtures/html.ts';
import { fixtureMarkup } from './support/fixtureMarkup.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import exitIntent from '../packages/features/exit-intent/exit-intent.ts';
import { exitIntentSettings, type ExitIntentSettings } from '../packages/features/exit-intent/settings.ts';
import { behaviorDocs } from './support/behaviorDocs.ts';
import { leaveThroughTheTop } from './support/sdc-stories.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';

const block = templateMarkup(exitModal);

/** The `kurzus.exit_intent` settings the stories take from Controls. */
type Args = Pick<ExitIntentSettings, 'timer' | 'sensitivity' | 'delay' | 'aggressive_mode'>;
const settings = (args: Args) => ({ kurzus: { exit_intent: args } });
/** A setting's Control, with the default the behaviour takes when the site sends none. */
const setting = (key: keyof Args, description: string, control: 'number' | 'boolean' = 'number') =>
  ({
    control,
    description: `drupalSettings \`kurzus.exit_intent.${key}\`: ${description}`,
    table: { category: 'drupalSettings', defaultValue: { summary: JSON.stringify(exitIntentSettings.fields[key].fallback) } },
  }) as const;

const meta = {
  title: 'Features/Exit-intent pop-up',
  // Watching at once, and in aggressive mode so a cookie from an earlier visit does not hide it.
  args: { timer: 0, sensitivity: 20, delay: 0, aggressive_mode: true },
  argTypes: {
    timer: setting('timer', 'ms after the page is ready before leaving the window counts'),
    sensitivity: setting('sensitivity', 'px from the top edge within which the pointer leaving counts'),
    delay: setting('delay', 'ms between leaving and the pop-up (cancelled if the pointer comes back)'),
    aggressive_mode: setting('aggressive_mode', 'show even when the cookie says it was seen', 'boolean'),
  },
  parameters: behaviorDocs(
    "Behaviour `exit-intent` (the exit-modal block's `#ouibounce-exit-modal`, the component `kurzus:dialog-shell`): when the pointer leaves through the top of the window, the block opens as a modal dialog, once, and a cookie keeps it from coming back; held back while the cookie-consent banner is up. The stories watch at once (`timer` 0) in aggressive mode.",
    exitIntent,
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** The pointer left through the top: the modal is open, focus is inside; Esc, ×, the backdrop or the footer close it. */
export const Open: Story = {
  parameters: { kurzus: { markup: block, settings } satisfies KurzusParameters<Args> },
  play: async ({ canvasElement }) => {
    await leaveThroughTheTop(canvasElement);
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Várj még egy pillanatra!' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** The block as the module prints it: hidden until the visitor heads for the top of the window. */
export const Waiting: Story = { parameters: { kurzus: { markup: block, settings } satisfies KurzusParameters<Args> } };

/** EU Cookie Compliance's banner is up: leaving the window does nothing until the visitor has chosen. */
export const HeldBackByTheConsentBanner: Story = {
  parameters: {
    kurzus: {
      markup: block + fixtureMarkup(fixturePage('cookie-consent'), '#eu-cookie-compliance-banner'),
      settings,
    } satisfies KurzusParameters<Args>,
  },
  play: async ({ canvasElement }) => {
    await leaveThroughTheTop(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(canvasElement.querySelector('#ouibounce-exit-modal')).not.toHaveClass('is-open');
  },
};
