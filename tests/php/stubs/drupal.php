<?php

/**
 * @file
 * The Drupal classes and functions the theme's PHP calls, as small stand-ins a test configures.
 */

declare(strict_types=1);

namespace {

  /**
   * \Drupal's static service accessors, answering with what a test put in Drupal::$services.
   */
  final class Drupal {

    /** @var array<string, object> */
    public static array $services = [];

    public static function service(string $id): object {
      return self::$services[$id] ?? throw new LogicException("No stub for the service $id.");
    }

    public static function theme(): object {
      return self::service('theme.manager');
    }

    public static function classResolver(string $class): object {
      return self::$services[$class] ??= new $class();
    }

    public static function entityTypeManager(): object {
      return self::service('entity_type.manager');
    }

    public static function moduleHandler(): object {
      return self::service('module_handler');
    }

  }

  /** Theme settings by name, for theme_get_setting() (Drupal before 11.3). */
  $GLOBALS['kurzus_test_theme_settings'] = [];

  function theme_get_setting($name, $theme = NULL) {
    return $GLOBALS['kurzus_test_theme_settings'][$name] ?? NULL;
  }

  /** Interface translation: the English source, marked so a test sees it went through t(). */
  function t($string, array $args = []) {
    return "t($string)";
  }

}

namespace Drupal\Core {

  /**
   * A URL from a path on the site: printed as the path.
   */
  final class Url {

    private function __construct(private string $path) {}

    public static function fromUserInput(string $path): self {
      return new self($path);
    }

    public function toString(): string {
      return $this->path;
    }

  }

}

namespace Drupal\Core\StringTranslation {

  trait StringTranslationTrait {

    protected function t($string, array $args = [], array $options = []) {
      return \t($string, $args);
    }

  }

}
