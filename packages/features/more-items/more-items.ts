import { CONTENT_RESIZED, defineFeature, emit, string, type FeatureContext } from '#behaviors';

const EXPANDED = 'is-expanded';

/** The labels for each state, from the link's data attributes (a missing one keeps the label). */
function labelsOf(link: HTMLAnchorElement, context: FeatureContext) {
  const label = link.textContent ?? '';
  const more = context.data('text-more', string('')) || label;
  const less = context.data('text-less', string(''));
  if (!less) context.warn('data-text-less', 'is missing; the label stays the same.');
  return { label, more, less: less || more };
}

export default defineFeature<'link'>({
  mount(link, context) {
    const section = link.closest<HTMLElement>('.layout');
    if (!section) {
      context.warn('element', 'has no enclosing ".layout" section; left as it is.');
      return;
    }
    if (!section.querySelector('[data-extra]')) context.warn('data-extra', 'no extra items in its section; the link toggles nothing.');
    const { label, more, less } = labelsOf(link, context);
    if (!section.id) context.setAttribute(section, 'id', context.id());

    const render = (expanded: boolean) => {
      link.setAttribute('aria-expanded', String(expanded));
      link.textContent = expanded ? less : more;
    };
    const toggle = (event: Event) => {
      event.preventDefault(); // no jump to the top (href '#'), no page scroll (Space)
      const expanded = section.classList.toggle(EXPANDED);
      render(expanded);
      // Layout around the section (equal heights) measures again.
      emit(section, CONTENT_RESIZED, { expanded });
    };

    context.defer(() => {
      section.classList.remove(EXPANDED);
      link.textContent = label;
    });
    // A link that toggles rather than navigates is a button to assistive technology, and answers Space too.
    context.setAttribute(link, 'role', 'button');
    context.setAttribute(link, 'aria-controls', section.id);
    context.setAttribute(link, 'aria-expanded', 'false');
    render(section.classList.contains(EXPANDED));
    context.listen(link, 'click', toggle);
    context.listen(link, 'keydown', (event) => event.key === ' ' && toggle(event));
  },
});
