<?php

declare(strict_types=1);

namespace Drupal\kurzus;

use Drupal\Core\Extension\ThemeSettingsProvider;

/**
 * A theme setting as Drupal resolves it: the theme's own, else its base theme's.
 */
final class ThemeSetting {

  /**
   * The setting of the given theme, or of the active one.
   *
   * Drupal 11.3 brings ThemeSettingsProvider and deprecates theme_get_setting(); older versions have only
   * the function.
   */
  public static function get(string $name, ?string $theme = NULL): mixed {
    return class_exists(ThemeSettingsProvider::class)
      ? \Drupal::service(ThemeSettingsProvider::class)->getSetting($name, $theme)
      : theme_get_setting($name, $theme);
  }

}
