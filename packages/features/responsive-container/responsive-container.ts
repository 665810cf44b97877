import { defineFeature, string } from '#behaviors';

const classesOf = (value: string) => value.split(/\s+/).filter(Boolean);

/**
 * A layout container with a desktop and a mobile variant: the classes of `data-desktop-class` while the
 * window is at least the site's breakpoint wide, those of `data-mobile-class` below. A media query
 * listener, not resize polling, switches them; an unload detach puts the classes back as the server
 * printed them.
 */
export default defineFeature({
  mount(element, context) {
    const desktop = classesOf(context.data('desktop-class', string('')));
    const mobile = classesOf(context.data('mobile-class', string('')));
    if (desktop.length === 0 && mobile.length === 0) {
      context.warn('data-desktop-class', 'and "data-mobile-class" are both empty; the container keeps its classes.');
      return;
    }
    const printed = new Set(element.classList);
    const query = context.desktop();
    const apply = () => {
      const [on, off] = query.matches ? [desktop, mobile] : [mobile, desktop];
      element.classList.remove(...off.filter((name) => !on.includes(name)));
      element.classList.add(...on);
    };
    context.defer(() => {
      for (const name of [...desktop, ...mobile]) element.classList.toggle(name, printed.has(name));
    });
    context.listen(query, 'change', apply);
    apply();
  },
});
