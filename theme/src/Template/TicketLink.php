<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * The ticket button's address (field--field-jegy-link.html.twig): a ticket link to the front page means the
 * tickets are not on sale yet, which the bundle reads from `href="/"` exactly. Drupal prints the front page
 * with the language's path prefix ("/hu") on a multilingual site, so the theme prints it as "/".
 */
final class TicketLink {

  /** How a link field stores the front page: typed as "/" or as "<front>". */
  private const FRONT = ['internal:/', 'route:<front>'];

  /**
   * The address to print: "/" for the front page, else the link's own.
   *
   * @param string $uri
   *   The link field's stored URI.
   * @param string $url
   *   The address Drupal made of it.
   */
  public static function href(string $uri, string $url): string {
    return in_array($uri, self::FRONT, TRUE) ? '/' : $url;
  }

}
