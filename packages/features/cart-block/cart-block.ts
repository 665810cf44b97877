import { defineFeature, loadCode, type FeatureContext } from '#behaviors';

const EXPANDED = 'cart-block--contents__expanded';

const loadPosition = () => loadCode(() => import('./position.ts'));

/** Expanding and collapsing the contents, kept aligned under the link while expanded. */
function toggler(link: HTMLElement, contents: HTMLElement) {
  let stopAligning: (() => void) | undefined;
  const isExpanded = () => stopAligning !== undefined;
  const expand = () => {
    let stopped = false;
    stopAligning = () => void (stopped = true);
    contents.classList.add(EXPANDED);
    link.setAttribute('aria-expanded', 'true');
    // Positioning code (floating-ui) is fetched on hover or focus; a failed load leaves it unaligned.
    loadPosition().then(
      ({ keepAligned }) => {
        if (!stopped) stopAligning = keepAligned(link, contents);
      },
      () => undefined,
    );
  };
  const collapse = () => {
    stopAligning?.();
    stopAligning = undefined;
    contents.classList.remove(EXPANDED, 'is-outside-horizontal');
    contents.style.removeProperty('left');
    contents.style.removeProperty('top');
    link.setAttribute('aria-expanded', 'false');
  };
  return { isExpanded, expand, collapse };
}

/**
 * Commerce's cart block: its link toggles the contents in place instead of going to the cart page; Esc
 * (from within the block; focus back on the link) and a click outside collapse them. Without contents (an empty cart, where
 * Commerce prints none) the link still goes to the cart page.
 */
export default defineFeature<'any', object, 'link'>({
  parts: { link: 'a.cart-block--link__expand' },
  mount(root, context: FeatureContext<object, 'link'>) {
    const { link } = context.parts;
    const contents = root.querySelector<HTMLElement>('.cart-block--contents');
    if (!contents) return;
    if (!contents.id) context.setAttribute(contents, 'id', context.id());
    context.setAttribute(link, 'aria-controls', contents.id);
    context.setAttribute(link, 'aria-expanded', 'false');
    const { isExpanded, expand, collapse } = toggler(link, contents);
    context.defer(collapse);
    const preload = () => void loadPosition().catch(() => undefined);
    context.listen(root, 'pointerover', preload);
    context.listen(root, 'focusin', preload);
    context.listen(root, 'click', (event) => {
      if (!(event.target instanceof Node && link.contains(event.target))) return;
      event.preventDefault();
      if (isExpanded()) collapse();
      else expand();
    });
    // Esc from the link or the contents (the block's own keys, not the page's).
    context.listen(root, 'keydown', (event) => {
      if (event.key !== 'Escape' || !isExpanded()) return;
      collapse();
      link.focus();
    });
    context.listen(document, 'click', (event) => {
      if (isExpanded() && !(event.target instanceof Node && root.contains(event.target))) collapse();
    });
  },
});
