/**
 * Clicks like a visitor (a left click that bubbles and can be cancelled) and reports whether the browser
 * would have followed the link: jsdom cannot navigate, so the test reads what the page's code allowed.
 */
export function click(element: Element, init: MouseEventInit = {}): { followed: boolean } {
  let prevented = false;
  document.addEventListener('click', (event) => ((prevented = event.defaultPrevented), event.preventDefault()), { once: true });
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return { followed: !prevented };
}
