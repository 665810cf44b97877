/** The player's options (spec §2): autoplay and loop on; title, byline, portrait, badge and autopause off. */
const PLAYER_OPTIONS = 'autoplay=1&loop=1&title=0&byline=0&portrait=0&badge=0&autopause=0';

/** A usable id: the characters a video id or its path segment can have (Vimeo's are digits). */
const USABLE_ID = /^[A-Za-z0-9_-]+$/;

/** The video id: the href's last non-empty path segment (a trailing slash, query or fragment do not count). */
export function videoId(href: string, base = document.baseURI): string | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  const segment = url.pathname.split('/').filter(Boolean).pop();
  return segment && USABLE_ID.test(segment) ? segment : undefined;
}

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
