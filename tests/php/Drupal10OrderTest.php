<?php

declare(strict_types=1);

namespace Drupal\kurzus\Tests;

use PHPUnit\Framework\TestCase;

/**
 * The theme's hooks in the order Drupal 10 may call them: before the theme's namespace is registered.
 */
final class Drupal10OrderTest extends TestCase {

  public function testLibraryInfoIsAlteredBeforeTheThemeListIsRead(): void {
    $libraries = ['cart_block' => ['js' => ['js/commerce_cart.js' => []], 'dependencies' => ['core/jquery', 'core/drupal']]];
    $command = sprintf(
      '%s %s commerce_cart %s 2>&1',
      escapeshellarg(PHP_BINARY),
      escapeshellarg(__DIR__ . '/drupal10/library-info-rebuild.php'),
      escapeshellarg(json_encode($libraries)),
    );
    exec($command, $output, $status);
    $this->assertSame(0, $status, implode("\n", $output));
    $this->assertSame(['cart_block' => ['js' => ['js/commerce_cart.js' => []], 'dependencies' => ['core/drupal']]], json_decode(implode("\n", $output), TRUE));
  }

}
