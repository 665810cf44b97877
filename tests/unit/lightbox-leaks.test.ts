import { fireEvent, screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { useVisits } from '../support/visits.ts';

const visitTwice = useVisits();

const page = `
  <a id="first" href="/kepek/1.svg" class="colorbox" data-colorbox-gallery="g" title="Az &lt;em&gt;első&lt;/em&gt;">Első</a>
  <a href="/kepek/2.svg" class="colorbox" data-colorbox-gallery="g">Második</a>
  <a id="trailer" href="https://vimeo.com/76979871" data-kurzus="video" data-title="Előzetes">Előzetes</a>`;
const settings = { colorbox: { slideshow: true, slideshowSpeed: 200 } };

/** Opens the lightbox (slideshow running), moves to the next image, then opens the video. */
const open = async () => {
  const user = userEvent.setup();
  await user.hover(document.getElementById('first')!);
  await user.click(document.getElementById('first')!);
  await screen.findByRole('dialog', { name: 'Képnézegető' });
  fireEvent.load(document.querySelector('.kurzus-lightbox__photo')!);
  await user.keyboard('{ArrowRight}');
  await user.click(document.getElementById('trailer')!);
  await screen.findByRole('dialog', { name: 'Előzetes' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Képnézegető' })).toBeNull());
};

it('the lightboxes leave no React tree, listener, timer or observer behind after an unload detach', async () => {
  const { before, whileUsed, after } = await visitTwice(page, settings, open);
  expect(whileUsed.listeners).toBeGreaterThan(before.listeners);
  expect(document.querySelector('[data-kurzus-islands], .kurzus-overlay, iframe, [data-once]')).toBeNull();
  expect(after).toEqual(before);
});
