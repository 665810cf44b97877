<?php

/**
 * @file
 * The Drupal classes and functions the theme's and the module's PHP call, as small stand-ins a test
 * configures (Drupal's own test runner uses the real ones).
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

  /** Interface translation: the English source, marked so a test sees it went through t(). */
  function t($string, array $args = []) {
    return "t($string)";
  }

}

namespace Composer\Autoload {

  /**
   * Composer's class loader, with the one method the tests' bootstrap calls: PSR-4 prefixes, registered
   * with PHP as they are added.
   */
  final class ClassLoader {

    /** @var array<string, string> */
    private array $prefixes = [];

    public function __construct() {
      spl_autoload_register(function (string $class): void {
        foreach ($this->prefixes as $prefix => $directory) {
          $file = $directory . '/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
          if (str_starts_with($class, $prefix) && is_file($file)) {
            require $file;
            return;
          }
        }
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

namespace Drupal\Core\Config {

  interface ConfigFactoryInterface {

    public function get($name);

    public function getEditable($name);

  }

  class ImmutableConfig {

    public function get($key = '') {}

  }

  class Config {

    public function get($key = '') {}

  }

}

namespace Drupal\Core\Routing {

  class AdminContext {

    public function isAdminRoute($route = NULL) {}

  }

}

namespace Drupal\Core\Asset {

  interface AttachedAssetsInterface {

    public function getAlreadyLoadedLibraries();

  }

}

namespace Drupal\Core\DependencyInjection {

  interface ContainerInjectionInterface {}

  /** Builds the object from the container's services (Drupal 10.2+); tests construct it themselves. */
  trait AutowireTrait {}

}

namespace Drupal\Tests {

  use Drupal\Core\Config\Config;
  use Drupal\Core\Config\ConfigFactoryInterface;
  use Drupal\Core\Config\ImmutableConfig;
  use PHPUnit\Framework\TestCase;

  /**
   * Drupal's base class for unit tests, with the one helper the tests use.
   */
  abstract class UnitTestCase extends TestCase {

    /**
     * A config factory whose configs answer get() with the given values (dotted keys go into arrays).
     *
     * @param array<string, array> $configs
     *   The values of each config, by name.
     */
    public function getConfigFactoryStub(array $configs = []) {
      $map = [];
      $editable = [];
      foreach ($configs as $name => $values) {
        $get = static function ($key = '') use ($values) {
          $value = $values;
          foreach ($key === '' ? [] : explode('.', $key) as $part) {
            $value = is_array($value) ? ($value[$part] ?? NULL) : NULL;
          }
          return $value;
        };
        $immutable = $this->createMock(ImmutableConfig::class);
        $immutable->method('get')->willReturnCallback($get);
        $map[] = [$name, $immutable];
        $mutable = $this->createMock(Config::class);
        $mutable->method('get')->willReturnCallback($get);
        $editable[] = [$name, $mutable];
      }
      $factory = $this->createMock(ConfigFactoryInterface::class);
      $factory->method('get')->willReturnMap($map);
      $factory->method('getEditable')->willReturnMap($editable);
      return $factory;
    }

  }

}
