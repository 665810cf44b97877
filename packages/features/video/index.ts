import { defineBehavior } from '#behaviors/manifest';

/**
 * The video lightbox: a video link opens the Vimeo player in an overlay instead of navigating, and records
 * 'click_play'. Closing removes the player, so the video stops. Its code loads as a visitor reaches for a
 * video link; a click that comes first is held and replayed.
 */
export const video = defineBehavior({
  name: 'video',
  element: 'link',
  strategy: 'intent',
  load: () => import('./video.ts'),
});
