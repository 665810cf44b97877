/**
 * Compares two pieces of markup on the markup contract, as DOM trees: the same elements in the same
 * nesting and order, and on each the attributes behaviours and the host read (ids, hrefs, sources, form
 * names and values, labels' targets, titles, rel, roles, aria-* and data-*), the classes the contract names,
 * and the text of every element that carries a behaviour (data-kurzus). Whitespace, attribute order, text
 * elsewhere and styling classes do not count, so a fixture can be restyled or reworded without its template.
 */

/** Classes the markup contract names: behaviours and the host's scripts key on them. */
const CONTRACT_CLASSES = new Set([
  'performances',
  'colorbox',
  'cart--cart-block',
  'cart-block--summary',
  'cart-block--link__expand',
  'cart-block--contents',
  'contact-form',
  'captcha',
  'underlay',
  'modal',
  'modal-title',
  'modal-body',
  'modal-footer',
  'layout',
  'offcanvas-panel',
  'container',
  'container-fluid',
  'use-ajax',
  'use-ajax-submit',
]);

// data-component-id is Drupal's own mark on a component's root, not part of the contract.
const COMPARED_ATTRIBUTE = /^(id|href|src|srcset|for|type|name|value|title|rel|role|action|method|aria-.+|data-(?!component-id$).+)$/;

/** Text without its whitespace: where a line breaks between two elements is no difference. */
const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, '');

/** How a difference names an element: `div#id.class` with its position among its siblings. */
function label(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList]
    .slice(0, 3)
    .map((name) => `.${name}`)
    .join('');
  return `${element.localName}${id}${classes}`;
}

function attributesOf(element: Element): Record<string, string> {
  const compared = element
    .getAttributeNames()
    .filter((name) => COMPARED_ATTRIBUTE.test(name))
    .sort();
  return Object.fromEntries(compared.map((name) => [name, element.getAttribute(name) ?? '']));
}

const contractClasses = (element: Element) => [...element.classList].filter((name) => CONTRACT_CLASSES.has(name)).sort();

/**
 * The differences between the fixture's elements and the rendered ones, each a line naming where; none
 * when they agree. `deep: false` compares the elements themselves and not what is inside them.
 */
export function contractDifferences(fixture: Element[], rendered: Element[], options: { deep?: boolean; path?: string } = {}): string[] {
  const { deep = true, path = '' } = options;
  const differences: string[] = [];
  if (fixture.length !== rendered.length) {
    differences.push(
      `${path || '(top)'}: the fixture has ${fixture.length} element(s) [${fixture.map(label).join(', ')}], ` +
        `the template ${rendered.length} [${rendered.map(label).join(', ')}]`,
    );
  }
  fixture.slice(0, rendered.length).forEach((expected, index) => {
    const actual = rendered[index]!;
    const here = `${path}${path ? ' > ' : ''}${label(expected)}[${index}]`;
    if (expected.localName !== actual.localName) {
      differences.push(`${here}: tag ${expected.localName} in the fixture, ${actual.localName} from the template`);
      return;
    }
    const [want, got] = [JSON.stringify(attributesOf(expected)), JSON.stringify(attributesOf(actual))];
    if (want !== got) differences.push(`${here}: attributes ${want} in the fixture, ${got} from the template`);
    const [wantClasses, gotClasses] = [contractClasses(expected).join(' '), contractClasses(actual).join(' ')];
    if (wantClasses !== gotClasses) differences.push(`${here}: classes "${wantClasses}" in the fixture, "${gotClasses}" from the template`);
    if (deep && expected.hasAttribute('data-kurzus') && normalise(expected.textContent) !== normalise(actual.textContent)) {
      differences.push(
        `${here}: text "${normalise(expected.textContent)}" in the fixture, "${normalise(actual.textContent)}" from the template`,
      );
    }
    if (deep) differences.push(...contractDifferences([...expected.children], [...actual.children], { path: here }));
  });
  return differences;
}

/** The top-level elements of rendered markup: a whole document gives its body. */
export function parseRendered(html: string): Element[] {
  if (/^\s*<!DOCTYPE/i.test(html)) return [new DOMParser().parseFromString(html, 'text/html').body];
  const body = new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${html}</body></html>`, 'text/html').body;
  return [...body.children];
}
