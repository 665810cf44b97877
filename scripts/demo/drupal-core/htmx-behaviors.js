/**
 * A hand-written imitation of Drupal core's htmx glue (core/misc/htmx/htmx-assets.js and htmx-behaviors.js,
 * Drupal 11.3+), for the demo site's Drupal-like host with `&core=htmx`. Not Drupal's code: the same
 * sequence for the parts the bundle meets, around the real htmx that core vendors.
 *
 * - Before htmx swaps an answer in, the swap's target is detached ('unload'), and the drupalSettings the
 *   answer carries are merged into the page's.
 * - Once the swapped content has settled, behaviours attach on its parent element, or on the element itself
 *   when it is the body or has no parent (BigPipe's placeholders, streamed through htmx, attach on the
 *   body). So an attach's context also holds elements attached before: every attach must be idempotent.
 * - Content that Drupal's own AJAX inserts is handed to htmx.process(), as core's htmx behaviour does.
 * Left out: loading the answer's CSS and JS (the demo's answers carry none) and the history handling.
 */
(function (Drupal, drupalSettings, htmx) {
  let attachFromHtmx = false;

  /** Deep merge, as core's Drupal.htmx.mergeSettings (jQuery.extend(true, …)): arrays are replaced whole. */
  const mergeSettings = (target, source) => {
    Object.keys(source).forEach((key) => {
      const value = source[key];
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (!target[key] || typeof target[key] !== 'object' || Array.isArray(target[key])) target[key] = {};
        mergeSettings(target[key], value);
      } else {
        target[key] = value;
      }
    });
  };

  htmx.on('htmx:beforeSwap', ({ detail }) => {
    Drupal.detachBehaviors(detail.elt, drupalSettings, 'unload');
    if (!detail.xhr) {
      return;
    }
    const answer = new DOMParser().parseFromString(detail.serverResponse, 'text/html');
    const settings = answer.querySelector(':is(head, body) > script[type="application/json"][data-drupal-selector="drupal-settings-json"]');
    if (settings) {
      settings.remove();
      mergeSettings(drupalSettings, JSON.parse(settings.textContent));
      detail.serverResponse = answer.documentElement.outerHTML;
    }
  });

  htmx.on('htmx:afterSettle', ({ detail }) => {
    const target = detail.elt === document.body || detail.elt.parentElement === null ? detail.elt : detail.elt.parentElement;
    attachFromHtmx = true;
    Drupal.attachBehaviors(target, drupalSettings);
    attachFromHtmx = false;
  });

  Drupal.behaviors.htmx = {
    attach(context) {
      if (!attachFromHtmx && context !== document) {
        htmx.process(context);
      }
    },
  };
})(window.Drupal, window.drupalSettings, window.htmx);
