<?php

/**
 * @file
 * Loads the theme's classes (Drupal\kurzus\… from theme/src, as Drupal's class loader does) and the stubs of
 * the Drupal classes and functions they call.
 */

declare(strict_types=1);

require __DIR__ . '/stubs/drupal.php';
require __DIR__ . '/stubs/entities.php';

(new Composer\Autoload\ClassLoader())->addPsr4('Drupal\\kurzus\\', __DIR__ . '/../../theme/src');
