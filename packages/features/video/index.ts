import { defineBehavior } from '#behaviors';
import { mountVideo } from './video.ts';

/**
 * The video lightbox (spec §2 'Video lightbox', §7, §9): a video link opens the Vimeo player in an overlay
 * instead of navigating, and records 'click_play'. Closing removes the player, so the video stops.
 */
export const video = defineBehavior({
  name: 'video',
  mount: mountVideo,
});
