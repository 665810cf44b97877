<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * The video block's player (block--inline-block--video.html.twig, the component kurzus:lazy-media) from the
 * block's link field: the video's address and its title.
 */
final class Video {

  /** The player's size: 16:9, as the page's video embed reserves it. */
  public const WIDTH = 560;
  public const HEIGHT = 315;

  /**
   * {src, title, width, height}, or NULL for an address that is neither an https one nor a path on this site
   * (an http player would be blocked on an https page).
   *
   * A Vimeo page's address (https://vimeo.com/76979871) becomes its player's
   * (https://player.vimeo.com/video/76979871): only the player can be embedded.
   */
  public static function embed(string $url, string $title): ?array {
    $url = trim($url);
    if (!preg_match('~^(https://[^\s/]|/(?![/\\\\]))~i', $url)) {
      return NULL;
    }
    $parts = parse_url($url);
    $host = strtolower($parts['host'] ?? '');
    if (in_array($host, ['vimeo.com', 'www.vimeo.com'], TRUE) && preg_match('~/(\d+)/?$~', $parts['path'] ?? '', $id)) {
      $url = 'https://player.vimeo.com/video/' . $id[1];
    }
    return ['src' => $url, 'title' => $title, 'width' => self::WIDTH, 'height' => self::HEIGHT];
  }

}
