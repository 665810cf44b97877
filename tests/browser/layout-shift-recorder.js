// Runs in the page before its own scripts (an init script): records every layout-shift entry without
// recent input (as Chromium's CLS leaves out shifts right after a click or a key), with the nodes it moved,
// named by tag, id and classes with their parent's, so a failure says what moved. Plain JavaScript, because
// functions compiled by the script runner cannot be sent to the page as they are.
(() => {
  const shifts = [];
  window.kurzusLayoutShifts = shifts;
  const name = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed node)';
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList].map((item) => `.${item}`).join('');
    return `${node.tagName.toLowerCase()}${id}${classes}`;
  };
  const box = (rect) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        startTime: Math.round(entry.startTime),
        sources: entry.sources.map((source) => ({
          node: source.node ? `${name(source.node.parentElement)} > ${name(source.node)}` : '(removed node)',
          from: box(source.previousRect),
          to: box(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();
