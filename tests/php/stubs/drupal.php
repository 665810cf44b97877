<?php

/**
 * @file
 * The Drupal classes and functions the theme's and the module's PHP call, as small stand-ins a test
 * configures (Drupal's own test runner uses the real ones).
 */

declare(strict_types=1);

namespace {

  /**
   * \Drupal's static service accessors, answering with what a test put in Drupal::$services (by service id
   * or, as autowiring asks, by interface name).
   */
  final class Drupal {

    /** @var array<string, object> */
    public static array $services = [];

    public static function service(string $id): object {
      return self::$services[$id] ?? throw new LogicException("No stub for the service $id.");
    }

    /** The container's one method the stand-ins use: get(). */
    public static function getContainer(): object {
      return new class {

        public function get(string $id): object {
          return Drupal::service($id);
        }

      };
    }

    /** As core's class resolver: create() for a class that injects its services, else new. */
    public static function classResolver(string $class): object {
      return is_subclass_of($class, 'Drupal\Core\DependencyInjection\ContainerInjectionInterface')
        ? $class::create(self::getContainer())
        : new $class();
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

  /** Builds the object from the container's services, each constructor parameter by its type (Drupal 10.2+). */
  trait AutowireTrait {

    public static function create(object $container): static {
      $parameters = (new \ReflectionClass(static::class))->getConstructor()?->getParameters() ?? [];
      return new static(...array_map(static fn ($parameter) => $container->get((string) $parameter->getType()), $parameters));
    }

  }

}

namespace Drupal\Core\Entity {

  interface EntityTypeManagerInterface {

    public function getStorage($entity_type_id);

  }

}

namespace Drupal\Core\Extension {

  interface ModuleHandlerInterface {

    public function moduleExists($module);

  }

}

namespace Drupal\Core\File {

  interface FileUrlGeneratorInterface {

    public function generateString(string $uri): string;

  }

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
