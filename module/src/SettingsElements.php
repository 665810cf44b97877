<?php

declare(strict_types=1);

namespace Drupal\kurzus_frontend;

/**
 * The elements of the module's settings form (Form\SettingsForm), grouped for a site builder: which build,
 * on which pages, and the site-level settings the bundle reads from drupalSettings. Each element edits the
 * config value its #config_target names; a setting the bundle reads sits at the path it has in drupalSettings
 * (`drupal_settings.kurzus.purchase.gift_provider_enabled`, `drupal_settings.colorbox.loop`…).
 */
final class SettingsElements {

  /** The module's settings. */
  public const CONFIG = 'kurzus_frontend.settings';

  /**
   * The form elements.
   *
   * @param callable $t
   *   Drupal's t(): labels are English source strings, translated by the interface translation.
   */
  public static function elements(callable $t): array {
    $field = static function (string $target, string $type, string $title, string $description = '', array $extra = []) use ($t): array {
      // The extra properties first: `+` keeps the left-hand value of a key both sides have.
      return $extra + [
        '#type' => $type,
        '#title' => $t($title),
        '#config_target' => self::CONFIG . ':' . $target,
      ] + ($description === '' ? [] : ['#description' => $t($description)])
        + ($type === 'number' ? ['#min' => 0, '#step' => 1, '#required' => TRUE] : []);
    };
    $group = static fn (string $title, string $description, array $fields): array => [
      '#type' => 'details',
      '#title' => $t($title),
      '#open' => TRUE,
    ] + ($description === '' ? [] : ['#description' => $t($description)]) + $fields;

    $exit = 'drupal_settings.kurzus.exit_intent.';
    return [
      'kurzus_bundle' => $group('Bundle', '', [
        'build' => $field('build', 'radios', 'Build', '', [
          '#options' => [
            'bundle' => $t('ES modules: a small script, and the rest when a page needs it'),
            'bundle-classic' => $t('One classic script, for sites that cannot load ES modules'),
          ],
        ]),
        'pages' => $field('pages', 'radios', 'Pages', '', [
          '#options' => [
            'visitor' => $t('Every page but administration pages'),
            'all' => $t('Every page, administration pages too'),
            'none' => $t('Only where a template or a module attaches it'),
          ],
        ]),
      ]),
      'kurzus_buying' => $group('Buying', '', [
        'gift_provider' => $field('drupal_settings.kurzus.purchase.gift_provider_enabled', 'checkbox', 'The gift provider is switched on',
          'While it is off, buy buttons leave out the gift link and go to the course platform or the cart.'),
      ]),
      'kurzus_lightbox' => $group('Image lightbox', "Where the Colorbox module is enabled, its own settings win.", [
        'loop' => $field('drupal_settings.colorbox.loop', 'checkbox', 'Step from the last image back to the first'),
        'mobiledetect' => $field('drupal_settings.colorbox.mobiledetect', 'checkbox', 'Turn the lightbox off on small screens',
          'Images then open as plain links.'),
        'mobiledevicewidth' => $field('drupal_settings.colorbox.mobiledevicewidth', 'textfield', 'Largest small screen',
          'A screen width in px, em or rem, for example 480px.',
          ['#pattern' => '[0-9]+(\.[0-9]+)?(px|em|rem)', '#size' => 8, '#required' => TRUE]),
      ]),
      'kurzus_layout' => $group('Layout', '', [
        'breakpoint' => $field('drupal_settings.kurzus.breakpoint', 'number', 'Desktop layout from (px)',
          'Windows this wide and wider get the desktop layout; narrower ones the phone layout and the off-canvas menu.',
          ['#min' => 1]),
        'scroll_threshold' => $field('drupal_settings.kurzus.scroll_marker.threshold', 'number', 'Scrolled down after (px)',
          'Beyond this distance from the top the page counts as scrolled down (the body gets the class scrolled-to-down).'),
      ]),
      'kurzus_exit_intent' => $group('Exit-intent pop-up', 'Used where no module prints its own settings for the pop-up.', [
        'sensitivity' => $field($exit . 'sensitivity', 'number', 'Distance from the top edge (px)',
          'Leaving the window this close to its top edge counts as leaving the page.'),
        'timer' => $field($exit . 'timer', 'number', 'Wait before watching (ms)'),
        'delay' => $field($exit . 'delay', 'number', 'Delay before it shows (ms)'),
        'aggressive_mode' => $field($exit . 'aggressive_mode', 'checkbox', 'Show it again to visitors who have seen it'),
        'cookie_name' => $field($exit . 'cookie_name', 'textfield', 'Cookie name', '',
          ['#pattern' => '[A-Za-z0-9_\-]+', '#required' => TRUE]),
        'cookie_expiration' => $field($exit . 'cookie_expiration', 'number', 'Remember a visitor for (days)',
          '0: until the browser is closed.'),
        'cookie_domain' => $field($exit . 'cookie_domain', 'textfield', 'Cookie domain', 'Empty: this host only.'),
        'sitewide_cookie' => $field($exit . 'sitewide_cookie', 'checkbox', 'Remember it across the whole site',
          'Off: on the page where it was shown only.'),
        'custom_behavior' => $field($exit . 'custom_behavior', 'select', 'Also show it', '', [
          '#options' => [
            0 => $t('No, only when the pointer leaves the window'),
            1 => $t('On the first scroll up'),
            2 => $t('After a delay'),
          ],
        ]),
        'custom_behavior_delay' => $field($exit . 'custom_behavior_delay', 'number', 'Delay (ms)',
          'For "After a delay".'),
        'custom_behavior_touch' => $field($exit . 'custom_behavior_touch', 'checkbox', 'Only on touch devices',
          'The choice above then applies on touch devices only.'),
        'consent_selector' => $field($exit . 'consent_selector', 'textfield', 'Cookie banner',
          'A CSS selector: while this element is on the page, the pop-up waits.'),
      ]),
    ];
  }

  /**
   * Saved settings over defaults (the Kurzus theme's settings of an earlier version, moved on install).
   */
  public static function values(array $defaults, mixed $saved): array {
    return is_array($saved) ? array_replace_recursive($defaults, $saved) : $defaults;
  }

}
