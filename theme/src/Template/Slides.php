<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * The 'join me' block's slides (block--block-content--type--join-me.html.twig) from the editor's values, one
 * per slide: the title on the first line, the text on the lines after it, and on the last line the link's
 * text, a vertical bar and its address:
 *
 *   Iratkozz fel a hírlevelemre
 *   Havonta egy levél új gondolatokkal.
 *   Feliratkozom a hírlevélre | /hirlevel
 */
final class Slides extends EditorList {

  /**
   * One value of the block's field_diak as {title, text, url, link_text}; NULL without a title or a web
   * address.
   */
  public static function item(mixed $value): ?array {
    $lines = array_values(array_filter(array_map('trim', preg_split('/\R/u', (string) $value)), 'strlen'));
    if (count($lines) < 2 || !str_contains(end($lines), '|')) {
      return NULL;
    }
    [$link_text, $url] = array_map('trim', explode('|', array_pop($lines), 2));
    $url = SafeUrl::web($url);
    if ($url === NULL || $link_text === '') {
      return NULL;
    }
    return ['title' => array_shift($lines), 'text' => implode(' ', $lines), 'url' => $url, 'link_text' => $link_text];
  }

}
