/**
 * The one check for every address the bundle follows or embeds: only http: and https: addresses, which
 * includes relative ones resolved against the page. The browser's URL parser normalises first (it strips
 * leading and trailing control characters and spaces and drops tabs and newlines inside), so
 * ` javascript:`, `java\tscript:` and `JavaScript:` are all seen as the `javascript:` they are.
 * Returns the absolute address, or undefined when it must not be followed.
 */
export function safeUrl(raw: string | null | undefined, base: string = document.baseURI): string | undefined {
  if (raw == null || raw.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}
