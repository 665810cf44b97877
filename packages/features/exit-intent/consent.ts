import type { FeatureContext } from '#behaviors';

/** Whether the element is on screen: not `hidden`, not `display: none` (itself or an ancestor), not invisible. */
function shown(element: Element): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  for (let node: Element | null = element; node; node = node.parentElement) {
    if ((node instanceof HTMLElement && node.hidden) || getComputedStyle(node).display === 'none') return false;
  }
  return getComputedStyle(element).visibility !== 'hidden';
}

/** Whether a cookie-consent overlay (EU Cookie Compliance's `#sliding-popup` by default) is shown now. */
export function consentShown(selector: string): boolean {
  const overlay = document.querySelector(selector);
  return overlay !== null && shown(overlay);
}

/**
 * Runs `then` once no consent overlay is shown: at once if none is, else when it is hidden or removed.
 * The overlay is slid away and hidden, or taken out of the page, so both are watched.
 */
export function whenConsentClosed(selector: string, then: () => void, context: FeatureContext): void {
  if (!consentShown(selector)) return then();
  const observer = context.observe(
    new MutationObserver(() => {
      if (consentShown(selector)) return;
      observer.disconnect();
      then();
    }),
  );
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
}
