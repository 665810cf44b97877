import { defineBehavior } from '#behaviors/manifest';

/**
 * The video lightbox: a video link opens the Vimeo player in an overlay instead of navigating, and records
 * 'click_play'. Closing removes the player, so the video stops.
 */
export const video = defineBehavior({
  name: 'video',
  element: 'link',
  load: () => import('./video.ts'),
});
