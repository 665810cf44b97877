<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * Video links (the component kurzus:video-link) from link fields: field_elozetes (a product's trailer) and
 * field_elozetesek (a page's trailers).
 */
final class Trailers {

  /**
   * One link item as {url, title, text}, or NULL for an address that is not a web one.
   *
   * The link's title names the video (data-title) and is the link's text; without one, the address is.
   */
  public static function item(string $url, string $title): ?array {
    $url = SafeUrl::web($url);
    if ($url === NULL) {
      return NULL;
    }
    $title = trim($title);
    return ['url' => $url, 'title' => $title, 'text' => $title === '' ? $url : $title];
  }

}
