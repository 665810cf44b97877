import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contactForm as contactFormTemplate } from '../fixtures/data/contact.ts';
import { REMEMBERED_FIELDS, storageKey } from '../packages/features/remembered-values/remembered-values.ts';
import { LAST_SUBMIT } from '../packages/features/single-submit/single-submit.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';
import { behaviorDocs } from './support/behaviorDocs.ts';
import rememberedValuesFeature from '../packages/features/remembered-values/remembered-values.ts';
import formUpdatedFeature from '../packages/features/form-updated/form-updated.ts';
import singleSubmitFeature from '../packages/features/single-submit/single-submit.ts';

const markup = templateMarkup(contactFormTemplate);

/**
 * The browser's `Drupal.visitor.*` values for the story: exactly `values` (the others removed), and the
 * visitor's own values back afterwards, so no story (nor a submit in one) leaves anything in localStorage.
 */
const visitorStorage =
  (values: Partial<Record<(typeof REMEMBERED_FIELDS)[number], string>> = {}): KurzusParameters['setup'] =>
  () => {
    const before = REMEMBERED_FIELDS.map((field) => [storageKey(field), localStorage.getItem(storageKey(field))] as const);
    for (const field of REMEMBERED_FIELDS) {
      const value = values[field];
      if (value === undefined) localStorage.removeItem(storageKey(field));
      else localStorage.setItem(storageKey(field), value);
    }
    return () => {
      for (const [key, value] of before) {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, value);
      }
    };
  };

const contactForm: KurzusParameters = { markup, setup: visitorStorage() };

const meta = {
  title: 'Features/Form behaviours',
  parameters: {
    kurzus: contactForm,
    ...behaviorDocs(
      "Behaviours `remembered-values`, `form-updated` and `single-submit`: what core's form.js does, where core does not already do it.",
      rememberedValuesFeature,
      formUpdatedFeature,
      singleSubmitFeature,
    ),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => canvasElement.querySelector('form')!;

/**
 * `remembered-values`: name and e-mail filled from the browser's `Drupal.visitor.name` / `Drupal.visitor.mail`
 * (what an earlier submit stored), as core's fillUserInfoFromBrowser does.
 */
export const RememberedValues: Story = {
  parameters: { kurzus: { markup, setup: visitorStorage({ name: 'Kiss Anna', mail: 'anna@example.hu' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('A neved')).toHaveValue('Kiss Anna'));
    await expect(canvas.getByLabelText('Az e-mail címed')).toHaveValue('anna@example.hu');
    await expect(canvas.getByLabelText('Tárgy')).toHaveValue('');
  },
};

/**
 * `form-updated`: one bubbling `formUpdated` event 300 ms after the last change, at the field that changed,
 * for the host's scripts to listen to.
 */
export const FormUpdated: Story = {
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByLabelText('A neved');
    // Its code loads as the visitor comes to the form: here, into the name field.
    await userEvent.click(name);
    await waitFor(() => expect(form(canvasElement)).toHaveAttribute('data-drupal-form-fields'));
    const formUpdated = fn().mockName('formUpdated');
    form(canvasElement).addEventListener('formUpdated', formUpdated);
    await userEvent.type(name, 'Kiss Anna');
    // Debounced: nothing while typing, one event once the typing has stopped.
    await expect(formUpdated).not.toHaveBeenCalled();
    await waitFor(() => expect(formUpdated).toHaveBeenCalledTimes(1));
    await expect((formUpdated.mock.calls[0]![0] as Event).target).toBe(name);
  },
};

/**
 * `single-submit`: a second submit with the same values (a double click) is stopped; the form keeps its
 * last submitted values in `data-drupal-form-submit-last`. In the story no submit leaves the page.
 */
export const SingleSubmit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = form(canvasElement);
    // After every listener (the guard listens on the document, as core's does on the body): what each
    // submit came to, then stop it, so the story page does not navigate.
    const blocked: boolean[] = [];
    const record = (event: Event) => {
      blocked.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('submit', record);
    await userEvent.type(canvas.getByLabelText('A neved'), 'Kiss Anna');
    await userEvent.type(canvas.getByLabelText('Az e-mail címed'), 'anna@example.hu');
    await userEvent.type(canvas.getByLabelText('Tárgy'), 'Jelentkezés');
    await userEvent.type(canvas.getByLabelText('Üzenet'), 'Szeretnék jelentkezni a tavaszi kurzusra.');
    await userEvent.click(canvas.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ }));
    await userEvent.type(canvas.getByLabelText('Matematikai kérdés'), '7');
    const send = await canvas.findByRole('button', { name: 'Üzenet küldése' });
    await userEvent.click(send);
    await userEvent.click(send);
    // The first went, the identical second was stopped.
    await expect(blocked).toEqual([false, true]);
    await expect(contact.getAttribute(LAST_SUBMIT)).toContain('name=Kiss+Anna');
    window.removeEventListener('submit', record);
  },
};
