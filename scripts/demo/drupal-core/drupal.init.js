/**
 * A hand-written imitation of Drupal core's core/misc/drupal.init.js (Drupal 10.3+), for the demo site's
 * Drupal-like host. Not Drupal's code, but the same semantics.
 *
 * Attaches every behaviour once the DOM is ready. There is no automatic detach on unload, as in core.
 */
if (window.jQuery) {
  window.jQuery.noConflict();
}

// Themes style `html.js` for what only makes sense with JavaScript.
document.documentElement.className += ' js';

(function (Drupal, drupalSettings) {
  const domReady = (callback) => {
    const listener = () => {
      callback();
      document.removeEventListener('DOMContentLoaded', listener);
    };
    if (document.readyState !== 'loading') {
      setTimeout(callback, 0);
    } else {
      document.addEventListener('DOMContentLoaded', listener);
    }
  };

  domReady(() => {
    Drupal.attachBehaviors(document, drupalSettings);
  });
})(window.Drupal, window.drupalSettings);
