<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * A list a template prints, read from what an editor entered (a field's values, a view's rows): one item
 * per entry, in order; an entry that makes no item is left out rather than printed half-filled.
 */
abstract class EditorList {

  /**
   * Each entry's item; the entries item() gives NULL for are left out.
   */
  final public static function fromValues(array $values): array {
    return array_values(array_filter(array_map(static::item(...), $values), static fn (?array $item): bool => $item !== NULL));
  }

  /**
   * One entry's item, or NULL when the entry makes none.
   */
  abstract public static function item(mixed $value): ?array;

}
