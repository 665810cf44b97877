import { safeUrl } from '#behaviors';

/** The player's options: autoplay and loop on; title, byline, portrait, badge and autopause off. */
const PLAYER_OPTIONS = 'autoplay=1&loop=1&title=0&byline=0&portrait=0&badge=0&autopause=0';

/** The only player the overlay embeds: Vimeo's, for a video id of digits. */
const PLAYER = /^https:\/\/player\.vimeo\.com\/video\/\d+\?/;

/** The player's address for a video id; undefined for anything but Vimeo's player with a numeric id. */
export function embedUrl(id: string): string | undefined {
  const url = safeUrl(`https://player.vimeo.com/video/${id}?${PLAYER_OPTIONS}`);
  return url && PLAYER.test(url) && /^\d+$/.test(id) ? url : undefined;
}

/** The overlay: width = window width − 45 px; height = width − 33% of width, at most 480 px; the player at most 800 px wide. */
const OVERLAY_MARGIN = 45;
const MAX_HEIGHT = 480;
const MAX_FRAME_WIDTH = 800;

export interface VideoSize {
  width: number;
  height: number;
  frameWidth: number;
}

export function videoSize(windowWidth: number): VideoSize {
  const width = Math.max(0, windowWidth - OVERLAY_MARGIN);
  const height = Math.min(Math.round(width - width * 0.33), MAX_HEIGHT);
  return { width, height, frameWidth: Math.min(width, MAX_FRAME_WIDTH) };
}
