export type Args = Record<string, string | number>;

/** Drupal.checkPlain: the same five characters, the same entities. */
function checkPlain(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Drupal.formatString: `@key` is escaped, `!key` is inserted as is, any other (`%key`) is escaped and
 * wrapped as a placeholder. Longest keys first; text already substituted is never searched again.
 */
export function formatString(text: string, args: Args): string {
  const keys = Object.keys(args).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return text;
  const escape = (key: string) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(keys.map(escape).join('|'), 'g');
  return text.replace(pattern, (key) => {
    const value = args[key] as string | number;
    if (key.startsWith('!')) return String(value);
    if (key.startsWith('@')) return checkPlain(value);
    return `<em class="placeholder">${checkPlain(value)}</em>`;
  });
}
