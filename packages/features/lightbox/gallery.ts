/** One image of a lightbox: its URL, its caption (the title attribute, unsanitized) and its alt text. */
export interface LightboxItem {
  href: string;
  title: string;
  alt: string;
}

/** Colorbox's grouping key: `data-colorbox-gallery`, else `rel` (not 'nofollow'); '' means alone. */
function galleryKey(link: Element): string {
  const gallery = link.getAttribute('data-colorbox-gallery');
  if (gallery) return gallery;
  const rel = link.getAttribute('rel') ?? '';
  return rel === 'nofollow' ? '' : rel;
}

/** The opened link's group in DOM order, among the links given, and its index there. */
export function galleryOf(link: HTMLAnchorElement, candidates: Iterable<HTMLAnchorElement>): { links: HTMLAnchorElement[]; index: number } {
  const key = galleryKey(link);
  const links = key ? [...candidates].filter((candidate) => galleryKey(candidate) === key) : [link];
  if (!links.includes(link)) links.push(link);
  return { links, index: links.indexOf(link) };
}

export function itemOf(link: HTMLAnchorElement): LightboxItem {
  const title = link.getAttribute('title') ?? '';
  const alt = link.querySelector('img')?.getAttribute('alt') || link.textContent?.trim() || '';
  return { href: link.href, title, alt };
}
