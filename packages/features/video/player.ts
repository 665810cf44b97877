/** The player's options (spec §2): autoplay and loop on; title, byline, portrait, badge and autopause off. */
const PLAYER_OPTIONS = 'autoplay=1&loop=1&title=0&byline=0&portrait=0&badge=0&autopause=0';

export function embedUrl(id: string): string {
  return `https://player.vimeo.com/video/${id}?${PLAYER_OPTIONS}`;
}

/** Spec §9: overlay width = window width − 45 px; height = width − 33% of width, at most 480 px; iframe at most 800 px wide. */
export const OVERLAY_MARGIN = 45;
export const MAX_HEIGHT = 480;
export const MAX_FRAME_WIDTH = 800;

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
