import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Dialog } from '#ui/dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Sikeres feliratkozás',
    children: <p>Köszönjük! Hamarosan e-mailt küldünk a részletekkel.</p>,
    onClose: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One OK button, focused first. */
export const Default: Story = {};

/** The footer's controls replaced by two of the caller's own; the first marked to take focus. */
export const WithActions: Story = {
  args: {
    title: 'Elhagyod az oldalt?',
    children: <p>A kiválasztott epizódok a kosaradban maradnak.</p>,
  },
  render: (args) => (
    <Dialog
      {...args}
      actions={
        <>
          <button type="button" className="kurzus-button" data-autofocus onClick={args.onClose}>
            Maradok
          </button>
          <button type="button" className="kurzus-button" onClick={args.onClose}>
            Kilépek
          </button>
        </>
      }
    />
  ),
};
