<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus\Fake;

/**
 * A URL object that prints as the address it was made from.
 */
final class FakeUrl {

  public function __construct(private string $url) {}

  public function toString(): string {
    return $this->url;
  }

}
