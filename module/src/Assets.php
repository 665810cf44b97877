<?php

declare(strict_types=1);

namespace Drupal\kurzus_frontend;

/**
 * What the module changes in library definitions (hook_library_info_alter(), hook_js_alter()).
 */
final class Assets {

  /** The bundle's libraries: the ES module build, and the classic build. */
  public const BUILDS = ['kurzus_frontend/bundle', 'kurzus_frontend/bundle-classic'];

  /** The strings file both bundle libraries list, for locale's scan (kurzus_frontend.libraries.yml). */
  private const STRINGS_FILE = 'dist/kurzus.strings.js';

  /**
   * The scripts of other modules whose work the bundle does: left on, they would run the same features
   * twice. Per extension and library, the files switched off, or TRUE for the whole library (its scripts,
   * its styles and its dependencies).
   */
  private const REPLACED = [
    // Colorbox: the jQuery plugin, its init behaviour and its styles (the image lightbox).
    'colorbox' => ['colorbox' => TRUE, 'init' => TRUE, 'default' => TRUE, 'plain' => TRUE, 'stockholmsyndrome' => TRUE],
    // Commerce's cart block: its script only; the module's layout and theme CSS stay.
    'commerce_cart' => ['cart_block' => ['js/commerce_cart.js']],
    // The exit-intent pop-up (Ouibounce Exit Modal 4.x).
    'ouibounce_exit_modal' => ['ouibounce_exit_modal' => TRUE],
    // Meta Conversions API: the page-view script (the server-side route stays).
    'meta_conversions_api' => ['page_view' => TRUE],
  ];

  /**
   * Switches off the scripts the bundle replaces (Assets::REPLACED) in one extension's libraries.
   *
   * A library left with styles but no script (Commerce's cart block) no longer depends on core/jquery, which
   * would otherwise load for nothing.
   *
   * @param array $libraries
   *   The extension's library definitions, as in its *.libraries.yml.
   * @param string $extension
   *   The extension that declares them.
   */
  public static function withoutReplacedScripts(array $libraries, string $extension): array {
    foreach (self::REPLACED[$extension] ?? [] as $name => $files) {
      if (!isset($libraries[$name])) {
        continue;
      }
      if ($files === TRUE) {
        $libraries[$name] = array_diff_key($libraries[$name], array_flip(['js', 'css', 'dependencies']));
        continue;
      }
      $libraries[$name]['js'] = array_diff_key($libraries[$name]['js'] ?? [], array_flip($files));
      if ($libraries[$name]['js'] === [] && isset($libraries[$name]['dependencies'])) {
        $libraries[$name]['dependencies'] = array_values(array_diff($libraries[$name]['dependencies'], ['core/jquery']));
      }
    }
    return $libraries;
  }

  /**
   * Points every library that asks for a bundle library at the one the site chose.
   *
   * The Kurzus theme's components (core/components.kurzus--*) ask for kurzus_frontend/bundle; on a site set
   * to the classic build, a component rendered through AJAX would otherwise bring the other build, and both
   * would boot.
   *
   * @param array $libraries
   *   An extension's library definitions.
   * @param string $build
   *   The bundle library the site chose (one of Assets::BUILDS).
   */
  public static function withBuild(array $libraries, string $build): array {
    foreach ($libraries as $name => $library) {
      $dependencies = $library['dependencies'] ?? [];
      if (array_intersect($dependencies, self::BUILDS) !== []) {
        $libraries[$name]['dependencies'] = array_values(array_unique(array_map(
          static fn (string $dependency): string => in_array($dependency, self::BUILDS, TRUE) ? $build : $dependency,
          $dependencies,
        )));
      }
    }
    return $libraries;
  }

  /**
   * The bundle library a site's setting names; the ES module build for anything else.
   */
  public static function build(mixed $setting): string {
    $library = 'kurzus_frontend/' . (is_string($setting) ? $setting : '');
    return in_array($library, self::BUILDS, TRUE) ? $library : self::BUILDS[0];
  }

  /**
   * Gives libraries the build's version, so a new build changes their URLs.
   *
   * Drupal prints an unaggregated file with `?v=<library version>`; `VERSION` means the core version, which a
   * deploy of the module or the theme does not change. Libraries pinned to a version of their own keep it.
   *
   * @param array $libraries
   *   The library definitions of the module or of the Kurzus theme (built together).
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
   * Leaves the strings file out of an answer to a page that is already loaded (AJAX, BigPipe, htmx).
   *
   * The file is a data block (type text/plain) that only locale's scan reads, and locale has scanned it by
   * the time hook_js_alter() runs. Drupal.ajax's add_js would wait for a load event such a script never
   * fires, stalling the commands after it; htmx would run it.
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

}
