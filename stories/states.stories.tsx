import type { Meta, StoryObj } from '@storybook/react-vite';
import { componentHtml } from './support/sdc-stories.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';

/** The theme's controls side by side, as the components print them: each state is one story over all of them. */
const controls = [
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
]
  .map((html) => `<div>${html}</div>`)
  .join('');

const meta = {
  title: 'Components/States',
  parameters: {
    kurzus: {
      markup: `<div style="display: grid; gap: 1rem; justify-items: start">${controls}</div>`,
    } satisfies KurzusParameters,
    docs: {
      description: {
        component:
          "The theme's buttons in each state CSS gives them: the ticket button on sale and not yet on sale, the purchase buttons, the add-to-cart link. Hover and keyboard focus are forced (the pseudo-states addon), so each shows without a pointer or a Tab.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest. */
export const AtRest: Story = { name: 'At rest' };

/** Under the pointer: the coming-soon ticket still unlike the one on sale. */
export const Hover: Story = { parameters: { pseudo: { hover: ['a'] } } };

/** Reached with Tab: the focus ring. */
export const KeyboardFocus: Story = { name: 'Keyboard focus', parameters: { pseudo: { focusVisible: ['a'] } } };
