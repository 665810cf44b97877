<?php

declare(strict_types=1);

namespace Drupal\kurzus_frontend;

/**
 * The module's settings the bundle reads, put into the page's drupalSettings (hook_page_attachments_alter()).
 *
 * The module's values are defaults: a key a module already prints on the page (the Colorbox module's
 * `colorbox.mobiledetect`, say) keeps that module's value, and what blocks attach while the page renders is
 * merged after the page's attachments, so it wins too.
 */
final class PageSettings {

  /**
   * The page's drupalSettings with the module's values added where the page has none.
   *
   * @param array $page
   *   The drupalSettings attached to the page so far.
   * @param array $settings
   *   The module's `drupal_settings` setting; keys whose value is NULL are left out (the bundle's own
   *   default applies).
   */
  public static function fill(array $page, array $settings): array {
    foreach ($settings as $key => $value) {
      if ($value === NULL) {
        continue;
      }
      if (is_array($value) && !array_is_list($value) && (!isset($page[$key]) || is_array($page[$key]))) {
        $filled = self::fill($page[$key] ?? [], $value);
        if ($filled !== []) {
          $page[$key] = $filled;
        }
      }
      elseif (!array_key_exists($key, $page)) {
        $page[$key] = $value;
      }
    }
    return $page;
  }

}
