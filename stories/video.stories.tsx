import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { trailers as trailerLinks } from '../fixtures/data/gallery.ts';
import { VideoOverlay } from '../packages/features/video/VideoOverlay.tsx';
import { templateMarkup } from './support/templateMarkup.ts';
import { clickToOpen, expectFocusOnButton } from './support/opens.ts';
import { behaviorDocs, pageStory, widgetStory } from './support/behaviorDocs.ts';
import { componentSource } from './support/sdc-stories.ts';
import video from '../packages/features/video/video.ts';

/** The trailer links exactly as the fixture prints them, with several href shapes. */
const trailers = pageStory(templateMarkup(trailerLinks));

const meta = {
  title: 'Features/Video lightbox',
  component: VideoOverlay,
  args: { id: '76979871', title: 'A Boldogság – előzetes', opener: document.body, onClose: fn() },
  // An element is no control's value: the story gives the page's body.
  argTypes: { opener: { table: { disable: true } } },
  parameters: behaviorDocs(
    'Behaviour `video` (`<a data-kurzus="video" data-title>`, the video links): the Vimeo video plays in an overlay (`click_play` is tracked); an address that is not a Vimeo video is followed as it is.',
    video,
  ),
} satisfies Meta<typeof VideoOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links to videos: a click opens the player instead of following them. */
export const Links: Story = { ...trailers };

/** A trailer opened: the player, sized from the window, named by the video's title; focus on close. */
export const PlayerOpen: Story = {
  ...trailers,
  play: async ({ canvasElement }) => {
    const dialog = await clickToOpen(canvasElement, 'a[data-kurzus~="video"][data-once]', 'A Boldogság – előzetes', 'The video link is');
    await expect(dialog.querySelector('iframe')).toHaveAttribute('title', 'A Boldogság – előzetes');
    await expectFocusOnButton(dialog, 'Bezárás');
  },
};

/** The player overlay by itself. */
export const PlayerAlone: Story = widgetStory(
  componentSource('video-link', { url: 'https://vimeo.com/76979871', title: 'A Boldogság – előzetes', text: 'A Boldogság – előzetes' }),
);
