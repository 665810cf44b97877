// Runs in the page before its own scripts (an init script), for the part-parsed check: where each element
// and each non-blank text sits, keyed by its path of child indexes from body, and a part of the page put in
// place of its body. Plain JavaScript, because functions compiled by the script runner cannot be sent to
// the page as they are.
(() => {
  const rectOf = (node) => {
    if (node instanceof Element) return node.getBoundingClientRect();
    const text = node.nodeType === Node.TEXT_NODE ? node.textContent : '';
    const start = text.search(/\S/);
    if (start < 0) return undefined;
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, start + 1);
    return range.getClientRects()[0];
  };

  /** Top-left corners of what has a size (and is in view, if asked). */
  window.kurzusPlaces = (inViewOnly) => {
    const places = {};
    const visit = (node, key) => {
      const rect = rectOf(node);
      // A visually hidden node (1 px, clipped) shows nothing that could move.
      if (rect && rect.width > 1 && rect.height > 1 && (!inViewOnly || (rect.top < innerHeight && rect.bottom > 0)))
        places[key] = { x: Math.round(rect.left * 10) / 10, y: Math.round(rect.top * 10) / 10 };
      node.childNodes.forEach((child, index) => visit(child, `${key}/${index}`));
    };
    visit(document.body, 'body');
    return places;
  };

  /**
   * The body a page cut short has: `html`, the body's content up to the cut, parsed in the body as the
   * page's own parser would (scripting on, so a noscript's content is text) and run to its end, with no
   * scripts, as the page painted part-parsed has none run yet. Resolves once the part's images have their
   * sizes (a lazy one out of view never loads, so is not waited for).
   */
  window.kurzusShowPart = (html) => {
    const range = document.createRange();
    range.selectNodeContents(document.body);
    document.body.replaceChildren(range.createContextualFragment(html));
    const eager = [...document.images].filter((image) => image.loading !== 'lazy');
    return Promise.all(eager.map((image) => image.decode().catch(() => undefined)));
  };

  /** A node's path as a reader finds it: the last three steps' tags and classes, or the text's start. */
  window.kurzusDescribe = (key) => {
    let node = document.body;
    const names = [];
    for (const index of key.split('/').slice(1)) {
      node = node.childNodes[Number(index)];
      names.push(
        node instanceof Element
          ? node.localName + [...node.classList].map((name) => `.${name}`).join('')
          : `"${node.textContent.trim().slice(0, 24)}"`,
      );
    }
    return names.slice(-3).join(' > ');
  };
})();
