import type { Cleanup, MountContext } from '#behaviors';

const EXPANDED = 'cart-block--contents__expanded';
const loadPosition = () => import('./position.ts');
let ids = 0;

/**
 * Commerce's cart block (spec §2, §4): its link toggles the contents in place instead of going to the cart
 * page; Esc (focus back on the link) and a click outside collapse them. Without contents (an empty cart,
 * where Commerce prints none) the link still goes to the cart page.
 */
export function mountCartBlock(root: HTMLElement, { signal, warn }: MountContext<object>): Cleanup | void {
  const link = root.querySelector<HTMLAnchorElement>('a.cart-block--link__expand');
  const contents = root.querySelector<HTMLElement>('.cart-block--contents');
  if (!link) return warn('a.cart-block--link__expand', 'is missing from the cart block; left as it is.');
  if (!contents) return;

  const ownId = contents.id ? undefined : (contents.id = `kurzus-cart-block-contents-${++ids}`);
  link.setAttribute('aria-controls', contents.id);
  link.setAttribute('aria-expanded', 'false');
  // Positioning code (floating-ui) loads on the way to a click: hover or focus.
  const preload = () => void loadPosition().catch(() => undefined);
  link.addEventListener('pointerenter', preload, { signal, once: true });
  link.addEventListener('focus', preload, { signal, once: true });

  let stopAligning: (() => void) | undefined;
  const isExpanded = () => stopAligning !== undefined;

  const expand = () => {
    let stopped = false;
    stopAligning = () => void (stopped = true);
    contents.classList.add(EXPANDED);
    link.setAttribute('aria-expanded', 'true');
    void loadPosition().then(({ keepAligned }) => {
      if (!stopped) stopAligning = keepAligned(link, contents);
    });
  };

  const collapse = () => {
    stopAligning?.();
    stopAligning = undefined;
    contents.classList.remove(EXPANDED, 'is-outside-horizontal');
    contents.style.removeProperty('left');
    contents.style.removeProperty('top');
    link.setAttribute('aria-expanded', 'false');
  };

  link.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      if (isExpanded()) collapse();
      else expand();
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !isExpanded()) return;
      collapse();
      link.focus();
    },
    { signal },
  );
  document.addEventListener(
    'click',
    (event) => {
      if (isExpanded() && !(event.target instanceof Node && root.contains(event.target))) collapse();
    },
    { signal },
  );

  return () => {
    collapse();
    link.removeAttribute('aria-controls');
    link.removeAttribute('aria-expanded');
    if (ownId) contents.removeAttribute('id');
  };
}
