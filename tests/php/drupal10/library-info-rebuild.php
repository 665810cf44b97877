<?php

/**
 * @file
 * A Drupal 10 request that builds a CSS/JS aggregate, as far as the theme sees it.
 *
 * Library info is rebuilt, and the theme's hook_library_info_alter() called, before the theme list has
 * added Drupal\kurzus\ to the class loader: only Drupal's own classes are loadable. Prints the altered
 * libraries as JSON (the libraries of the extension named by the first argument, read as JSON from the
 * second).
 */

declare(strict_types=1);

use Drupal\kurzus\Tests\FakeThemeManager;

require __DIR__ . '/../stubs/drupal.php';

\Drupal::$services = [
  'class_loader' => new Composer\Autoload\ClassLoader(),
  'theme.manager' => new FakeThemeManager(),
];
require __DIR__ . '/../../../theme/kurzus.theme';

[, $extension, $json] = $argv;
$libraries = json_decode($json, TRUE, 512, JSON_THROW_ON_ERROR);
kurzus_library_info_alter($libraries, $extension);
echo json_encode($libraries, JSON_THROW_ON_ERROR);
