// Runs in the benchmark's pages before their own scripts (an init script): long-task records for total
// blocking time, Event Timing entries for interaction latency, and the timed loops, so every stack is
// measured by the same code. Plain JavaScript, because functions compiled by the script runner cannot be
// sent to the page as they are.
(() => {
  const longTasks = [];
  const longTaskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  longTaskObserver.observe({ type: 'longtask' });

  // Event Timing: every event of an interaction (a click's pointerdown, pointerup and click share its id)
  // that took 16 ms or more, the least the API reports.
  const interactionEvents = [];
  const eventObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) interactionEvents.push({ startTime: entry.startTime, duration: entry.duration });
    }
  });
  eventObserver.observe({ type: 'event', durationThreshold: 16, buffered: true });

  /** No more records: on a page whose heap is measured, a long task would otherwise add one to its figure. */
  function stopRecording() {
    longTaskObserver.disconnect();
    eventObserver.disconnect();
  }

  /**
   * The longest duration among the events of interactions since `since`: INP's figure for that
   * interaction. Entries come after the frame that follows the handlers, so two frames and a moment pass
   * first. None at all means the interaction stayed under the 16 ms that Event Timing reports: 16.
   */
  async function interactionDuration(since) {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const durations = interactionEvents.filter((entry) => entry.startTime >= since).map((entry) => entry.duration);
    return durations.length ? Math.max(...durations) : 16;
  }

  const ticketSelector = 'a[data-kurzus~="ticket"]';
  // Each stack's attach and detach, through its public API only.
  const stacks = {
    kurzus: {
      attach: (context) => window.Kurzus.attach(context),
      detach: (context) => window.Kurzus.detach(context),
    },
    'kurzus-drupal': {
      attach: (context) => window.Drupal.attachBehaviors(context, window.drupalSettings),
      detach: (context) => window.Drupal.detachBehaviors(context, window.drupalSettings, 'unload'),
    },
    jquery: {
      attach: (context) => window.legacyTheme.attach(context),
      detach: (context) => window.legacyTheme.detach(context),
    },
    // The floor: querySelectorAll and core's once() over the same links, nothing else.
    floor: {
      attach: (context) => window.once('bench-floor', context.querySelectorAll(ticketSelector)),
      detach: (context) => window.once.remove('bench-floor', context.querySelectorAll(ticketSelector)),
    },
  };

  // Microtasks first (mutation observers deliver there), then one task: a timer that attach or an
  // observer set for 0 ms runs before it.
  const settle = async () => {
    await null;
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  function ticketRows(count) {
    let html = '';
    for (let index = 0; index < count; index++) {
      const href = index % 2 ? '/' : `https://jegy.example.hu/eloadas/${index}`;
      html +=
        `<tr><td class="views-field views-field-title">${index + 1}. előadás</td>` +
        `<td class="views-field views-field-field-jegy"><a href="${href}" data-kurzus="ticket">Jegyvásárlás</a></td></tr>`;
    }
    return html;
  }

  /** The table emptied (the stack detached, its rows removed, settled) and new rows parsed, not yet in it. */
  async function freshRows(table, html, detach) {
    detach(document);
    for (const body of table.querySelectorAll('tbody')) body.remove();
    await settle();
    const body = document.createElement('tbody');
    body.innerHTML = html;
    return body;
  }

  /**
   * Per run, not timed: fresh rows parsed, then the young generation emptied (twice: what survives one
   * scavenge moves on at the next), so no run pays for a scavenge of what the runs before it left. Timed:
   * put the rows in the table, attach, and let the microtasks and one task run (a host's mutation observer
   * work counts). The table is not displayed meanwhile, so no stack pays for style, layout or a frame of
   * the rows: the figure is the script's work. `empty` times the settling alone.
   */
  async function attachRuns({ stack, rows, runs }) {
    const { attach, detach } = stacks[stack];
    const table = document.querySelector('table.performances');
    const html = ticketRows(rows);
    const times = [];
    const empty = [];
    table.style.display = 'none';
    for (let run = 0; run < runs; run++) {
      const body = await freshRows(table, html, detach);
      window.gc({ type: 'minor' });
      window.gc({ type: 'minor' });
      const start = performance.now();
      table.append(body);
      attach(document);
      await settle();
      times.push(performance.now() - start);
      const emptyStart = performance.now();
      await settle();
      empty.push(performance.now() - emptyStart);
    }
    table.style.display = '';
    return { times, empty };
  }

  // The second method's floor: what a behaviour minimally does per link, once() and a click listener.
  const noop = () => {};
  const listenerFloor = {
    attach: (context) => {
      for (const link of window.once('bench-floor', ticketSelector, context)) link.addEventListener('click', noop);
    },
    detach: (context) => {
      for (const link of window.once.remove('bench-floor', ticketSelector, context)) link.removeEventListener('click', noop);
    },
  };

  /**
   * The second method, as a site calls attach after an AJAX insert: fresh rows put in the shown table
   * (not timed), then the attach call on the new rows alone, timed up to its return; no warm-up, no
   * forced GC. What a stack leaves for later (a microtask, an observer) is not counted here.
   */
  async function attachCalls({ stack, rows, runs }) {
    const { attach, detach } = stack === 'floor' ? listenerFloor : stacks[stack];
    const table = document.querySelector('table.performances');
    const html = ticketRows(rows);
    const times = [];
    for (let run = 0; run < runs; run++) {
      const body = await freshRows(table, html, detach);
      table.append(body);
      const start = performance.now();
      attach(body);
      times.push(performance.now() - start);
      await settle();
    }
    return times;
  }

  /** Detach and attach the whole document `count` times, settling every 50 cycles and at the end. Returns
   * how many elements are mounted then. */
  async function attachCycles({ stack, count }) {
    const { attach, detach } = stacks[stack];
    for (let cycle = 1; cycle <= count; cycle++) {
      detach(document);
      attach(document);
      if (cycle % 50 === 0) await settle();
    }
    await settle();
    return document.querySelectorAll('[data-once]').length;
  }

  /** Replace the main region `count` times, as an in-page update would: detach, new markup, attach. */
  async function replaceMain({ stack, count }) {
    const { attach, detach } = stacks[stack];
    const main = document.querySelector('main');
    const html = main.innerHTML;
    for (let cycle = 0; cycle < count; cycle++) {
      detach(main);
      main.innerHTML = html;
      attach(main);
      await settle();
    }
    // What is mounted after the last cycle: none would mean the cycles measured nothing.
    return main.querySelectorAll('[data-once]').length;
  }

  function shown(image) {
    return (
      image.complete &&
      image.naturalWidth > 0 &&
      image.getBoundingClientRect().width > 0 &&
      image.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  }

  let lightbox;
  /**
   * From the next click to the first frame where an image of `href` is loaded, laid out and visible (no
   * ancestor hidden or at opacity 0). Read with `lightboxShown()`.
   */
  function armLightbox(href) {
    const url = new URL(href, location.href).href;
    lightbox = new Promise((resolve) => {
      document.addEventListener(
        'click',
        (event) => {
          const clickedAt = event.timeStamp;
          const deadline = clickedAt + 10000;
          const frame = () => {
            // The thumbnail inside the link may show the same file: only an image elsewhere counts.
            const images = [...document.images].filter((image) => (image.currentSrc || image.src) === url && !image.closest('a.colorbox'));
            if (images.some(shown)) resolve(performance.now() - clickedAt);
            else if (performance.now() > deadline) resolve(Number.NaN);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    });
  }

  window.benchPage = {
    longTasks,
    stopRecording,
    settle,
    attachRuns,
    attachCalls,
    attachCycles,
    replaceMain,
    armLightbox,
    lightboxShown: () => lightbox,
    interactionDuration,
  };
})();
