import type { Meta, StoryObj } from '@storybook/react-vite';
import { actions, field, form, submit } from '../fixtures/data/core/forms.ts';
import { componentHtml } from './support/sdc-stories.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';

/** The theme's links that look like buttons, as the components print them. A link is never disabled. */
const links = [
  componentHtml('ticket-button', { url: 'https://jegy.example.hu/eloadas/a-kulcs-szeged', text: 'Jegyvásárlás' }),
  componentHtml('ticket-button', { url: '/', text: 'Jegyvásárlás' }),
  componentHtml('purchase-buttons', {
    nid: 4,
    title: 'A Kulcs',
    href: '/add-to-cart/4',
    teachable: 'https://kurzus.example.hu/p/a-kulcs',
    gift: 'https://ajandek.example.hu/utalvany/a-kulcs',
  }),
  componentHtml('add-to-cart', { href: '/add-to-cart/31', title: 'A Kulcs csomag' }),
];

/** The buy-choice dialog's two buttons, as the bundle renders them. */
const dialogButtons = [
  '<button type="button" class="kurzus-button">Magamnak, a kurzusplatformon</button>',
  '<button type="button" class="kurzus-button kurzus-button--secondary">Ajándékba</button>',
];

/**
 * The controls that can be disabled, enabled or not: a form as core prints it (a text field, a checkbox, a file
 * field, the main submit and a second one) with core's `#disabled` (`disabled`, `form-disabled`); the widgets'
 * buttons as the bundle renders them (a dialog's two, `disabled`; the slider's, which it marks `aria-disabled`
 * at either end so they keep the focus).
 */
const disableable = (disabled: boolean) => [
  templateMarkup(
    form(
      {
        formId: 'kurzus_states_form',
        classes: ['kurzus-states-form'],
        action: '/kapcsolat',
        actions: actions(submit('Üzenet küldése', { primary: true, disabled }), submit('Előnézet', { id: 'edit-preview', disabled })),
      },
      field({ type: 'textfield', name: 'name', label: 'Név', value: 'Kovács Anna', disabled }),
      field({ type: 'checkbox', name: 'copy', label: 'Másolat küldése magamnak', disabled }),
      field({ type: 'file', name: 'files[attachment]', label: 'Melléklet', disabled }),
    ),
  ),
  // In the footer a dialog puts them in, and the slider's bar.
  `<div class="kurzus-dialog__footer">${dialogButtons.map((button) => (disabled ? button.replace('>', ' disabled>') : button)).join('')}</div>`,
  `<div class="kurzus-slider__controls">${['previous', 'next']
    .map(
      (modifier, index) =>
        `<button type="button" class="kurzus-button kurzus-button--secondary kurzus-slider__button kurzus-slider__button--${modifier}" aria-disabled="${disabled}">${index ? 'Következő' : 'Előző'}</button>`,
    )
    .join('')}</div>`,
];

/** Each control in a row of its own, at its own width. */
const column = (controls: string[]) =>
  `<div style="display: grid; gap: 1rem; justify-items: start">${controls.map((html) => `<div>${html}</div>`).join('')}</div>`;

/** The controls that get each state: what the pseudo-states addon forces it on. */
const everyControl = ['a', 'button', 'input'];

const meta = {
  title: 'Components/States',
  parameters: {
    kurzus: { markup: column([...links, ...disableable(false)]) } satisfies KurzusParameters,
    docs: {
      description: {
        component:
          "The theme's controls in each state CSS gives them: the ticket button on sale and not yet on sale, the purchase buttons, the add-to-cart link, a form's fields and buttons, the widgets' buttons. Hover and keyboard focus are forced (the pseudo-states addon), so each shows without a pointer or a Tab; disabled is the real attribute (`aria-disabled` on the slider's buttons, as the bundle marks them).",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest. */
export const AtRest: Story = { name: 'At rest' };

/** Under the pointer: the coming-soon ticket still unlike the one on sale. */
export const Hover: Story = { parameters: { pseudo: { hover: everyControl } } };

/** Reached with Tab: the focus ring. */
export const KeyboardFocus: Story = { name: 'Keyboard focus', parameters: { pseudo: { focusVisible: everyControl } } };

/** Disabled: every control that can be (links cannot), unavailable in grey; under the pointer it stays so. */
export const Disabled: Story = {
  parameters: { kurzus: { markup: column(disableable(true)) } satisfies KurzusParameters, pseudo: { hover: everyControl } },
};
