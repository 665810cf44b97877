<?php

/**
 * @file
 * Loads the theme's and the module's classes (Drupal\kurzus\… from theme/src, Drupal\kurzus_frontend\… from
 * module/src, their tests from theme/tests/src and module/tests/src, as Drupal's class loader does) and the stubs of the Drupal
 * classes and functions they call.
 */

declare(strict_types=1);

require __DIR__ . '/stubs/drupal.php';

$loader = new Composer\Autoload\ClassLoader();
$loader->addPsr4('Drupal\\kurzus\\', __DIR__ . '/../../theme/src');
$loader->addPsr4('Drupal\\kurzus_frontend\\', __DIR__ . '/../../module/src');
$loader->addPsr4('Drupal\\Tests\\kurzus_frontend\\', __DIR__ . '/../../module/tests/src');
$loader->addPsr4('Drupal\\Tests\\kurzus\\', __DIR__ . '/../../theme/tests/src');
