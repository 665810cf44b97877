import type { Cleanup, MountContext } from '#behaviors';

/**
 * Dispatched (bubbling) on the section after each toggle, so that anything laid out around it, such as equal
 * heights, can measure again without knowing about this feature.
 */
export const CONTENT_RESIZED = 'kurzus:content-resized';

let generatedIds = 0;

export function mountMoreItems(link: HTMLElement, { signal, warn }: MountContext<object>): Cleanup | void {
  const section = link.closest<HTMLElement>('.layout');
  if (!section) {
    warn('element', 'has no enclosing ".layout" section; left as it is.');
    return;
  }
  if (!section.querySelector('[data-extra]')) warn('data-extra', 'no extra items in its section; the link toggles nothing.');

  const label = link.textContent ?? '';
  const textMore = link.dataset['textMore'] || label;
  const textLess = link.dataset['textLess'] || textMore;
  if (!link.dataset['textLess']) warn('data-text-less', 'is missing; the label stays the same.');

  const ownId = !section.id;
  if (ownId) section.id = `kurzus-more-items-${++generatedIds}`;

  const render = (expanded: boolean) => {
    link.setAttribute('aria-expanded', String(expanded));
    link.textContent = expanded ? textLess : textMore;
  };
  const toggle = () => {
    const expanded = section.classList.toggle('is-expanded');
    render(expanded);
    section.dispatchEvent(new CustomEvent(CONTENT_RESIZED, { bubbles: true, detail: { expanded } }));
  };

  // A link that toggles rather than navigates is a button to assistive technology, and answers Space too.
  link.setAttribute('role', 'button');
  link.setAttribute('aria-controls', section.id);
  render(section.classList.contains('is-expanded'));
  link.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      toggle();
    },
    { signal },
  );
  link.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ') return;
      event.preventDefault(); // no page scroll
      toggle();
    },
    { signal },
  );

  return () => {
    section.classList.remove('is-expanded');
    if (ownId) section.removeAttribute('id');
    for (const name of ['role', 'aria-controls', 'aria-expanded']) link.removeAttribute(name);
    link.textContent = label;
  };
}
