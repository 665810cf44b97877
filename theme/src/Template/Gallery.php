<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * The performance photos block's images (block--views-block--eloadas-kepek-block-1.html.twig) from the
 * view's rows: each row's image (field_kep), its alternative text, and its title as the caption.
 */
final class Gallery {

  /**
   * Each image as {src, alt, width, height, caption}; one without an address is left out.
   *
   * @param array $images
   *   Per image: src (its URL), alt, width, height, title (the image's title attribute), label (the
   *   row's title, the caption when the image has none).
   */
  public static function images(array $images): array {
    $gallery = [];
    foreach ($images as $image) {
      if (empty($image['src'])) {
        continue;
      }
      $caption = trim((string) ($image['title'] ?? ''));
      $gallery[] = [
        'src' => $image['src'],
        'alt' => (string) ($image['alt'] ?? ''),
        'width' => (int) ($image['width'] ?? 0) ?: NULL,
        'height' => (int) ($image['height'] ?? 0) ?: NULL,
        'caption' => $caption === '' ? (string) ($image['label'] ?? '') : $caption,
      ];
    }
    return $gallery;
  }

}
