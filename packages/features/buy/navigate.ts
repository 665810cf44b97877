/**
 * Every navigation the purchase buttons make goes through here, so a test can replace it and read the
 * exact address (jsdom cannot navigate).
 */
export const navigate = {
  /** Same window, as a followed link would. */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** A new tab that cannot reach back to this page. */
  openInNewTab(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
};
