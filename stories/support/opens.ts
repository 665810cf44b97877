import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Waits for the first control in the story's canvas that `selector` finds once its behaviour has mounted,
 * clicks it, and returns the dialog named `name` it opens: a portal at the end of the page's body, outside
 * the canvas. `mounted` says what the story waits for, in the error when it never comes.
 */
export async function clickToOpen(canvasElement: HTMLElement, selector: string, name: string, mounted: string): Promise<HTMLElement> {
  const control = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`${mounted} not mounted yet.`);
    return found;
  });
  await userEvent.click(control);
  return dialogNamed(canvasElement, name);
}

/** The dialog named `name` at the end of the page's body (a portal), waited for up to 5 s. */
export function dialogNamed(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 5000 });
}

/** Waits until focus is on the dialog's button named `name` (a dialog moves it there as it opens). */
export function expectFocusOnButton(dialog: HTMLElement, name: string): Promise<void> {
  return waitFor(() => expect(within(dialog).getByRole('button', { name })).toHaveFocus());
}
