import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { galleryContent } from '../fixtures/data/gallery.ts';
import { Lightbox } from '../packages/features/lightbox/Lightbox.tsx';
import { lightboxSettings, type LightboxSettings } from '../packages/features/lightbox/settings.ts';
import { fixturePage } from '../fixtures/html.ts';
import { fixtureSettings } from './support/fixtureSettings.ts';
import { templateMarkup } from './support/templateMarkup.ts';
import type { KurzusParameters } from './support/withBehaviors.tsx';
import { clickToOpen, expectFocusOnButton } from './support/opens.ts';
import { behaviorDocs, settingControl, widgetStory } from './support/behaviorDocs.ts';

import lightbox from '../packages/features/lightbox/lightbox.ts';

/** Colorbox's slideshow settings (`drupalSettings.colorbox`), which the page's stories take from Controls. */
type SlideshowArgs = Pick<LightboxSettings, 'slideshow' | 'slideshowAuto' | 'slideshowSpeed'>;
type Args = ComponentProps<typeof Lightbox> & SlideshowArgs;

const page = fixtureSettings(fixturePage('gallery'));
/** The gallery page's image fields as the templates print them (colorbox-formatter.html.twig), with its Colorbox settings and the slideshow's from Controls. */
const galleryFields = {
  parameters: {
    kurzus: {
      markup: `<div class="node__content">${templateMarkup(galleryContent)}</div>`,
      // Colorbox's mobile detection off: on a device up to 480 px wide the site leaves the links to the browser,
      // and the stories show the lightbox at every viewport size.
      settings: ({ slideshow, slideshowAuto, slideshowSpeed }) => ({
        ...page,
        colorbox: { ...(page['colorbox'] as object), mobiledetect: false, slideshow, slideshowAuto, slideshowSpeed },
      }),
    } satisfies KurzusParameters<SlideshowArgs>,
    // The page's settings only: the widget's props belong to its own story.
    controls: { include: ['slideshow', 'slideshowAuto', 'slideshowSpeed'] },
  },
};

const defaults = Object.fromEntries(
  Object.entries(lightboxSettings.fields).map(([key, field]) => [key, field.fallback]),
) as unknown as LightboxSettings;
const setting = (key: keyof SlideshowArgs, description: string) => settingControl(lightboxSettings, key, description);

const meta = {
  title: 'Features/Image lightbox',
  component: Lightbox,
  args: {
    items: [{ href: 'fixtures/assets/gallery/proba-1.svg', title: 'Az első olvasópróba', alt: 'Olvasópróba a színpadon' }],
    start: 0,
    settings: defaults,
    opener: document.body,
    onClose: fn(),
    slideshow: defaults.slideshow,
    slideshowAuto: defaults.slideshowAuto,
    slideshowSpeed: defaults.slideshowSpeed,
  },
  parameters: behaviorDocs(
    "Behaviour `lightbox` (Colorbox's `a.colorbox` image links): the large image in an overlay, a gallery's images stepped through by buttons, arrow keys and swipes, the caption (the link's `title`) sanitized.",
    lightbox,
  ),
  argTypes: {
    // An element is no control's value: the story gives the page's body.
    opener: { table: { disable: true } },
    slideshow: setting('slideshow', 'a gallery plays as a slideshow, with a start/stop control'),
    slideshowAuto: setting('slideshowAuto', 'the slideshow starts by itself when the lightbox opens'),
    slideshowSpeed: setting('slideshowSpeed', 'ms each image stays'),
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

/** Clicks the image link with this href and returns the lightbox that opens (a portal at the end of body). */
async function openImage(canvasElement: HTMLElement, href: string) {
  return clickToOpen(canvasElement, `a.colorbox[href="${href}"][data-once]`, 'Képnézegető', 'The lightbox is');
}

/** The node's image fields: a gallery of five, a single image, a `rel` gallery, a broken image, trailers. */
export const Page: Story = { ...galleryFields };

/** A gallery image opened: the counter says '2 / 5' to screen readers, and focus is on the hidden Previous. */
export const GalleryOpen: Story = {
  ...galleryFields,
  play: async ({ canvasElement }) => {
    const dialog = await openImage(canvasElement, 'fixtures/assets/gallery/proba-2.svg');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('2 / 5'));
    await expectFocusOnButton(dialog, '« Előző');
  },
};

/** A single image: no counter, no previous or next; focus on the close control (×, 'Bezárás'). */
export const SingleImageOpen: Story = {
  ...galleryFields,
  play: async ({ canvasElement }) => {
    const dialog = await openImage(canvasElement, 'fixtures/assets/gallery/szinpad.svg');
    await expectFocusOnButton(dialog, 'Bezárás');
    await expect(within(dialog).queryByRole('button', { name: 'Következő »' })).toBeNull();
  },
};

/** A caption with markup the sanitizer lets through: a link, a line break and strong text. */
export const CaptionWithMarkup: Story = {
  ...galleryFields,
  play: async ({ canvasElement }) => {
    const dialog = await openImage(canvasElement, 'fixtures/assets/gallery/proba-4.svg');
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Kovács Anna' })).toBeVisible());
    await expect(dialog.querySelector('figcaption strong')).toHaveTextContent('2026. november');
  },
};

/** A link to an image that is not there: the message in Hungarian, in the overlay, which stays usable. */
export const BrokenImage: Story = {
  ...galleryFields,
  play: async ({ canvasElement }) => {
    const dialog = await openImage(canvasElement, 'fixtures/assets/gallery/hianyzo-kep.svg');
    // A browser fires this itself for the missing file; jsdom (the stories' test run) loads no images.
    const photo = dialog.querySelector('img');
    if (photo && !photo.complete) photo.dispatchEvent(new Event('error'));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('A képet nem sikerült betölteni.'));
  },
};

/** The lightbox widget by itself, with Colorbox's defaults: one image with its caption. */
const lightboxAlone = widgetStory(
  "{# Colorbox's image formatter (field/colorbox-formatter.html.twig): #}\n" +
    '<a href="/fixtures/assets/gallery/proba-1.svg" title="Az első olvasópróba" data-colorbox-gallery="gallery-node-12-field-kepek" class="colorbox"><img src="/fixtures/assets/gallery/proba-1.svg" alt="Olvasópróba a színpadon" width="160" height="120" /></a>',
);
export const LightboxAlone: Story = {
  ...lightboxAlone,
  parameters: { ...lightboxAlone.parameters, controls: { exclude: ['slideshow', 'slideshowAuto', 'slideshowSpeed'] } },
};
