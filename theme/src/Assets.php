<?php

declare(strict_types=1);

namespace Drupal\kurzus;

/**
 * What the theme changes in library definitions (hook_library_info_alter()).
 *
 * Drupal calls the alter hook before it applies the theme's libraries-override, so a library still lists
 * the scripts the override is about to remove: these functions work that out from the override itself.
 */
final class Assets {

  /** The ES module build's library. */
  private const MODULE_BUILD = 'kurzus/kurzus';

  /** The classic build's library. */
  private const CLASSIC_BUILD = 'kurzus/kurzus-classic';

  /** The strings file both bundle libraries list, for locale's scan (kurzus.libraries.yml). */
  private const STRINGS_FILE = 'dist/kurzus.strings.js';

  /**
   * Drops core/jquery from libraries that the theme's libraries-override leaves without a script.
   *
   * A library whose script the theme switched off (Commerce's cart block keeps only its CSS) would still
   * load jQuery for nothing: libraries-override cannot remove a dependency, so this does.
   *
   * @param array $libraries
   *   The extension's library definitions, as in its *.libraries.yml.
   * @param string $extension
   *   The extension that declares them.
   * @param array $overrides
   *   The active theme's libraries-override, per theme path (ActiveTheme::getLibrariesOverride()).
   *
   * @return array
   *   The definitions, those left without a script no longer depending on core/jquery.
   */
  public static function withoutIdleJquery(array $libraries, string $extension, array $overrides): array {
    foreach ($libraries as $name => $library) {
      if (empty($library['js']) || empty($library['dependencies'])) {
        continue;
      }
      $scripts = self::scriptsLeft($library['js'], "$extension/$name", $overrides);
      if ($scripts === []) {
        $libraries[$name]['dependencies'] = array_values(array_diff($library['dependencies'], ['core/jquery']));
      }
    }
    return $libraries;
  }

  /**
   * Gives the theme's own libraries the build's version, so a new build changes their URLs.
   *
   * Drupal prints an unaggregated file with `?v=<library version>`; `VERSION` means the core version, which a
   * theme deploy does not change. Libraries pinned to a version of their own keep it.
   *
   * @param array $libraries
   *   The theme's library definitions.
   * @param string|null $version
   *   The build's version (Assets::buildVersion()), or NULL to leave them as declared.
   */
  public static function versioned(array $libraries, ?string $version): array {
    if ($version === NULL) {
      return $libraries;
    }
    foreach ($libraries as $name => $library) {
      if (($library['version'] ?? NULL) === 'VERSION') {
        $libraries[$name]['version'] = $version;
      }
    }
    return $libraries;
  }

  /**
   * Points the libraries that depend on the module build at the build the site chose.
   *
   * The components' libraries (core/components.kurzus--*) ask for kurzus/kurzus; on a site whose theme
   * attaches kurzus/kurzus-classic, a component rendered through AJAX would otherwise bring the other
   * build, and both would boot.
   *
   * @param array $libraries
   *   An extension's library definitions.
   * @param string $build
   *   The bundle library the active theme attaches: kurzus/kurzus or kurzus/kurzus-classic.
   */
  public static function withBuild(array $libraries, string $build): array {
    if ($build === self::MODULE_BUILD) {
      return $libraries;
    }
    foreach ($libraries as $name => $library) {
      $dependencies = $library['dependencies'] ?? [];
      if (in_array(self::MODULE_BUILD, $dependencies, TRUE)) {
        $libraries[$name]['dependencies'] = array_values(array_unique(array_map(
          static fn (string $dependency): string => $dependency === self::MODULE_BUILD ? $build : $dependency,
          $dependencies,
        )));
      }
    }
    return $libraries;
  }

  /**
   * The bundle library an active theme's libraries name (the module build unless it names the classic one).
   *
   * @param string[] $theme_libraries
   *   The active theme's libraries (ActiveTheme::getLibraries()).
   */
  public static function chosenBuild(array $theme_libraries): string {
    return in_array(self::CLASSIC_BUILD, $theme_libraries, TRUE) ? self::CLASSIC_BUILD : self::MODULE_BUILD;
  }

  /**
   * Leaves the strings file out of an answer to a page that is already loaded (AJAX, BigPipe, htmx).
   *
   * The file is a data block (type text/plain) that only locale's scan reads, and locale has scanned it by
   * the time a theme's hook_js_alter() runs. Drupal.ajax's add_js would wait for a load event such a script
   * never fires, stalling the commands after it; htmx would run it.
   *
   * @param array $javascript
   *   The scripts of the answer, keyed by file.
   * @param string[] $already_loaded
   *   The libraries the page already has (AttachedAssetsInterface::getAlreadyLoadedLibraries()): none for a
   *   whole page.
   */
  public static function withoutStringsAfterLoad(array $javascript, array $already_loaded): array {
    if ($already_loaded === []) {
      return $javascript;
    }
    return array_filter($javascript, static fn (string $file): bool => !str_ends_with($file, '/' . self::STRINGS_FILE), ARRAY_FILTER_USE_KEY);
  }

  /**
   * The content hash the build writes into dist/build.json (`{"version": "<hash>"}`).
   *
   * @param string|false $json
   *   The file's text, or FALSE when there is none.
   *
   * @return string|null
   *   The version, or NULL when the file is missing or malformed (or the value is not a short token that can
   *   stand in a URL as it is).
   */
  public static function buildVersion(string|false $json): ?string {
    $build = is_string($json) ? json_decode($json, TRUE) : NULL;
    $version = is_array($build) ? ($build['version'] ?? NULL) : NULL;
    return is_string($version) && preg_match('/^[A-Za-z0-9._-]{1,64}$/', $version) ? $version : NULL;
  }

  /**
   * The scripts of a library once each theme's override has been applied, base theme first, as Drupal does.
   *
   * @return array|null
   *   The scripts left (a replaced file counts as left), or NULL when an override replaces or removes the
   *   whole library (nothing of it is loaded then).
   */
  private static function scriptsLeft(array $scripts, string $library, array $overrides): ?array {
    foreach ($overrides as $theme_overrides) {
      $override = $theme_overrides[$library] ?? [];
      if (!is_array($override)) {
        return NULL;
      }
      foreach ((array) ($override['js'] ?? []) as $file => $replacement) {
        unset($scripts[$file]);
        if (is_string($replacement) && $replacement !== '') {
          $scripts[$replacement] = [];
        }
      }
    }
    return $scripts;
  }

}
