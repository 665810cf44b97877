/** Elements that flow inside a line of text: printed on their parent's line. */
const INLINE = new Set(['a', 'abbr', 'b', 'br', 'code', 'em', 'i', 'img', 'small', 'span', 'strong', 'sub', 'sup']);

const isInline = (node: Node): boolean =>
  node.nodeType === Node.TEXT_NODE || (node instanceof Element && INLINE.has(node.localName) && [...node.childNodes].every(isInline));

/** An element's own tags, attributes as the browser serializes them. */
function tags(element: Element): [string, string] {
  const copy = element.cloneNode(false) as Element;
  const html = copy.outerHTML;
  const close = `</${element.localName}>`;
  return html.endsWith(close) ? [html.slice(0, -close.length), close] : [html, ''];
}

function print(node: Node, depth: number): string[] {
  const indent = '  '.repeat(depth);
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    return text ? [indent + text] : [];
  }
  if (node.nodeType === Node.COMMENT_NODE) return [`${indent}<!--${node.textContent ?? ''}-->`];
  if (!(node instanceof Element)) return [];
  const line = node.outerHTML.replace(/\s+/g, ' ').replace(/> </g, '><');
  if (isInline(node) || ([...node.childNodes].every(isInline) && line.length <= 100)) return [indent + line];
  const [open, close] = tags(node);
  return [indent + open, ...[...node.childNodes].flatMap((child) => print(child, depth + 1)), indent + close];
}

/** Markup laid out to read: one element a line, indented by nesting; inline content and short elements kept on one line. */
export function formatHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].flatMap((node) => print(node, 0)).join('\n');
}
