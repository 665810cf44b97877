import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bundleCard } from '../fixtures/data/courses.ts';
import { BuyErrorDialog } from '../packages/features/bundle/BuyErrorDialog.tsx';
import { templateMarkup } from './support/templateMarkup.ts';
import { dialogNamed, expectFocusOnButton } from './support/opens.ts';
import { behaviorDocs, pageStory, settingControl, widgetStory } from './support/behaviorDocs.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';
import { componentSource } from './support/sdc-stories.ts';
import bundleFeature from '../packages/features/bundle/bundle.ts';

/** The '2+1' package as the packages block prints it (node--teaser with form--kurzus-bundle-form): its episode boxes, 'A Kulcs' among them, and its buttons. */
const bundle = pageStory(templateMarkup(bundleCard));

/** Hungarian count words ("choose N episodes") and ordinals ("A Kulcs as the Nth"), as an editor writes them. */
const counts = ['egy', 'két', 'három', 'négy', 'öt', 'hat', 'hét', 'nyolc', 'kilenc'];
const ordinals = ['első', 'második', 'harmadik', 'negyedik', 'ötödik', 'hatodik', 'hetedik', 'nyolcadik', 'kilencedik', 'tizedik'];

/**
 * The card as an editor would write it for a package of `size` episodes: its title ('3+1 csomag'), text and
 * legend ('Válassz ki három epizódot, a negyedik, A Kulcs…') name how many to choose, the size less 'A Kulcs'.
 */
function cardOfSize(size: number): string {
  const choose = Math.max(1, Math.round(size) - 1);
  return bundle.parameters.kurzus.markup
    .replaceAll('2+1', `${choose}+1`)
    .replaceAll('két epizódot', `${counts[choose - 1] ?? choose} epizódot`)
    .replaceAll('harmadik', ordinals[choose] ?? `${choose + 1}.`);
}

/** The drupalSettings the highlighted purchase takes from Controls. */
interface BundleArgs {
  /** `kurzus.bundle.size`: how many episodes the package holds, 'A Kulcs' with them. */
  size?: number;
}

type Args = ComponentProps<typeof BuyErrorDialog> & BundleArgs;

const meta = {
  title: "Features/'2+1' bundle",
  component: BuyErrorDialog,
  args: { choose: 2, onClose: fn() },
  parameters: behaviorDocs(
    "Behaviour `bundle` (`<form data-kurzus=\"bundle\" data-nid>`, the '2+1' package form): 'A Kulcs' is checked and locked, at most two more episodes can be chosen; a purchase with fewer marks the free boxes required and opens the buy-error dialog, a full one buys the pair's package.",
    bundleFeature,
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Waits until the bundle has mounted ('A Kulcs' locked) and returns the canvas's queries. */
async function mounted(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('checkbox', { name: /A Kulcs/ })).toHaveAttribute('aria-disabled', 'true'));
  return canvas;
}

/** Nothing chosen yet: 'A Kulcs' is checked and locked, the other three are free. */
export const Empty: Story = {
  ...bundle,
  play: async ({ canvasElement }) => void (await mounted(canvasElement)),
};

/** Two episodes chosen: with 'A Kulcs' that is three, so the last box is disabled. */
export const Full: Story = {
  ...bundle,
  play: async ({ canvasElement }) => {
    const canvas = await mounted(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'A Boldogság' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'A Megoldás' }));
    await expect(canvas.getByRole('checkbox', { name: 'A Siker' })).toBeDisabled();
  },
};

/**
 * A purchase with one episode: at 500 ms the free boxes are marked required and the buy-error dialog opens,
 * saying how many episodes to choose (the package's size, a Control, less 'A Kulcs'; the card's title and
 * legend say the same, as its editor would write them).
 */
export const Highlighted: Story = {
  parameters: {
    kurzus: {
      markup: ({ size = bundleFeature.settings!.fields.size.fallback }) => cardOfSize(size),
      settings: ({ size }) => ({ kurzus: { bundle: { size } } }),
    } satisfies KurzusParameters<BundleArgs>,
    // The page's settings only: the dialog's props belong to the widget's own story.
    controls: { include: ['size'] },
  },
  args: { size: bundleFeature.settings!.fields.size.fallback },
  argTypes: { size: settingControl(bundleFeature.settings!, 'size', "how many episodes the package holds, 'A Kulcs' with them") },
  play: async ({ canvasElement }) => {
    const canvas = await mounted(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'A Siker' }));
    await userEvent.click(canvas.getByRole('link', { name: /^Megveszem/ }));
    const dialog = await dialogNamed(canvasElement, 'Válaszd ki az epizódokat');
    await expect(canvas.getByRole('checkbox', { name: 'A Boldogság' })).toHaveAttribute('aria-invalid', 'true');
    await expectFocusOnButton(dialog, 'Rendben');
  },
};

/** The buy-error dialog widget by itself. */
export const ErrorDialogAlone: Story = widgetStory(
  componentSource('purchase-buttons', { nid: 19, title: '2+1 csomag', href: '/csomagok/2-plusz-1' }),
);
