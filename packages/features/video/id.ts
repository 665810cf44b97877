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
