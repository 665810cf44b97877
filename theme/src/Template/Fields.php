<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * Reads field values off an entity for the functions of this folder, which take plain values. An entity
 * without the field (another content type, a site that has not added it) gives nothing.
 */
final class Fields {

  /**
   * One property of each of a field's items ("value", "target_id"…), empty ones left out.
   *
   * @param object $entity
   *   A content entity (\Drupal\Core\Entity\FieldableEntityInterface).
   */
  public static function values(?object $entity, string $field, string $property = 'value'): array {
    $values = [];
    foreach (self::items($entity, $field) as $item) {
      $value = $item->{$property} ?? NULL;
      if ($value !== NULL && $value !== '') {
        $values[] = $value;
      }
    }
    return $values;
  }

  /**
   * The property of the field's first item, or NULL.
   */
  public static function first(?object $entity, string $field, string $property = 'value'): mixed {
    return self::values($entity, $field, $property)[0] ?? NULL;
  }

  /**
   * A link field's items as [url, title, stored uri], keyed by delta.
   */
  public static function links(?object $entity, string $field): array {
    $links = [];
    foreach (self::items($entity, $field) as $delta => $item) {
      $links[$delta] = [(string) $item->getUrl()->toString(), (string) ($item->title ?? ''), (string) ($item->uri ?? '')];
    }
    return $links;
  }

  /**
   * The field's items, or none when there is no entity or it has no such field.
   */
  private static function items(?object $entity, string $field): iterable {
    return $entity !== NULL && method_exists($entity, 'hasField') && $entity->hasField($field) ? $entity->get($field) : [];
  }

}
