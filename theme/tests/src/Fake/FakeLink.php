<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus\Fake;

/**
 * A link field item: its URL and title.
 */
final class FakeLink {

  public function __construct(private string $url, public string $title = '', public string $uri = '') {}

  public function getUrl(): FakeUrl {
    return new FakeUrl($this->url);
  }

}
