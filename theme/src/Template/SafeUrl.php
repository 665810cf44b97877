<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * Editor-entered addresses a template prints as a link or an embed: only web addresses pass.
 */
final class SafeUrl {

  /**
   * The address if it is an http(s) one or a path on this site ("/kurzusok"), else NULL.
   */
  public static function web(string $url): ?string {
    $url = trim($url);
    return preg_match('~^(https?://[^\s/]|/(?![/\\\\]))~i', $url) ? $url : NULL;
  }

}
