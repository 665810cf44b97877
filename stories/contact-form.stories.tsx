import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contactForm as contactFormTemplate } from '../fixtures/data/contact.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';
import { behaviorDocs } from './support/behaviorDocs.ts';
import contactFormFeature from '../packages/features/contact-form/contact-form.ts';

/** The contact module's form exactly as the fixture page prints it (captcha, consent box, submit), with the contact-form behaviour. */
const contactForm: KurzusParameters = { markup: templateMarkup(contactFormTemplate) };

const meta = {
  title: 'Features/Contact form',
  parameters: {
    kurzus: contactForm,
    ...behaviorDocs(
      "Behaviour `contact-form` (core's `form.contact-form`): the captcha and the submit button show only once the privacy consent box (`legal[value]`) is ticked; without JavaScript everything shows.",
      contactFormFeature,
    ),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 'legal' box unticked: the captcha and the submit button are hidden. */
export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector<HTMLElement>('[type="submit"]')?.hidden).toBe(true));
    await expect(canvasElement.querySelector<HTMLElement>('.captcha')?.hidden).toBe(true);
  },
};

/** The box ticked: the captcha and the submit button appear. */
export const Checked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector<HTMLElement>('[type="submit"]')?.hidden).toBe(true));
    await userEvent.click(canvas.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Üzenet küldése' })).toBeVisible());
    await expect(canvas.getByRole('group', { name: 'CAPTCHA' })).toBeVisible();
  },
};
