<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus\Fake;

/**
 * A node, custom block or other content entity with the fields a test gives it.
 *
 * Fields are lists of items: an item is an object with the field's properties (value, target_id, entity…),
 * a FakeLink, or a scalar, which stands for an item whose `value` it is.
 */
final class FakeEntity {

  public function __construct(
    private int $id,
    private string $label,
    private string $bundle,
    private array $fields = [],
    private string $url = '',
  ) {}

  public function id(): int {
    return $this->id;
  }

  public function label(): string {
    return $this->label;
  }

  public function bundle(): string {
    return $this->bundle;
  }

  public function hasField(string $name): bool {
    return array_key_exists($name, $this->fields);
  }

  public function get(string $name): array {
    return array_map(static fn ($item) => is_object($item) ? $item : (object) ['value' => $item], $this->fields[$name]);
  }

  public function toUrl(): FakeUrl {
    return new FakeUrl($this->url);
  }

  public function getCacheTags(): array {
    return ["node:$this->id"];
  }

}
