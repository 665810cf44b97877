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

namespace Composer\Autoload {

  /**
   * Composer's class loader (Drupal's class_loader service), with the one method the theme calls: PSR-4
   * prefixes, registered with PHP as they are added. Like Composer's, it remembers a class it could not
   * find and does not look for it again.
   */
  final class ClassLoader {

    /** @var array<string, string> */
    private array $prefixes = [];

    /** @var array<string, true> */
    private array $missing = [];

    public function __construct() {
      spl_autoload_register(function (string $class): void {
        if (isset($this->missing[$class])) {
          return;
        }
        foreach ($this->prefixes as $prefix => $directory) {
          $file = $directory . '/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
          if (str_starts_with($class, $prefix) && is_file($file)) {
            require $file;
            return;
          }
        }
        $this->missing[$class] = TRUE;
      });
    }

    public function addPsr4(string $prefix, string $directory): void {
      $this->prefixes[$prefix] = $directory;
    }

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

namespace Drupal\kurzus\Tests {

  /**
   * The theme manager, with the active theme a test describes: its libraries and libraries-override.
   */
  final class FakeThemeManager {

    public function __construct(
      private array $libraries = ['kurzus/global-styling', 'kurzus/kurzus'],
      private array $overrides = ['themes/custom/kurzus' => ['commerce_cart/cart_block' => ['js' => ['js/commerce_cart.js' => FALSE]]]],
    ) {}

    public function getActiveTheme(): object {
      return new class($this->libraries, $this->overrides) {

        public function __construct(private array $libraries, private array $overrides) {}

        public function getName(): string {
          return 'kurzus';
        }

        public function getLibraries(): array {
          return $this->libraries;
        }

        public function getLibrariesOverride(): array {
          return $this->overrides;
        }

      };
    }

  }

}
