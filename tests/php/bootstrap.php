<?php

/**
 * @file
 * Loads the theme's classes (Drupal\kurzus\… from theme/src, as Drupal's class loader does) and the stubs of
 * the Drupal classes and functions they call.
 */

declare(strict_types=1);

spl_autoload_register(static function (string $class): void {
  $prefix = 'Drupal\\kurzus\\';
  if (str_starts_with($class, $prefix)) {
    require __DIR__ . '/../../theme/src/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
  }
});

require __DIR__ . '/stubs/drupal.php';
require __DIR__ . '/stubs/entities.php';
