<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * The performance photos block's images (block--views-block--eloadas-kepek-block-1.html.twig) from the
 * view's rows: each row's image (field_kep), its alternative text, and its title as the caption.
 */
final class Gallery extends EditorList {

  /**
   * One image as {src, alt, width, height, caption}; NULL for one without an address.
   *
   * @param array $value
   *   The image: src (its URL), alt, width, height, title (the image's title attribute), label (the row's
   *   title, the caption when the image has none).
   */
  public static function item(mixed $value): ?array {
    if (empty($value['src'])) {
      return NULL;
    }
    $caption = trim((string) ($value['title'] ?? ''));
    return [
      'src' => $value['src'],
      'alt' => (string) ($value['alt'] ?? ''),
      'width' => (int) ($value['width'] ?? 0) ?: NULL,
      'height' => (int) ($value['height'] ?? 0) ?: NULL,
      'caption' => $caption === '' ? (string) ($value['label'] ?? '') : $caption,
    ];
  }

}
