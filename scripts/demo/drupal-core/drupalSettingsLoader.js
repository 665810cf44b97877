/**
 * A hand-written imitation of Drupal core's core/misc/drupalSettingsLoader.js (Drupal 10.3+), for the demo
 * site's Drupal-like host. Not Drupal's code, but the same semantics.
 *
 * Only a settings script that is a direct child of head or body counts (core's hardening against XSS).
 * Malformed JSON throws here, as in core.
 */
(function () {
  const settingsElement = document.querySelector(
    'head > script[type="application/json"][data-drupal-selector="drupal-settings-json"], ' +
      'body > script[type="application/json"][data-drupal-selector="drupal-settings-json"]',
  );

  window.drupalSettings = {};

  if (settingsElement !== null) {
    window.drupalSettings = JSON.parse(settingsElement.textContent);
  }
})();
