<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * An item's buy and gift buttons (the component kurzus:purchase-buttons) and its card's cart link, from the
 * product's fields.
 *
 * The item, read from the node (see docs/content-model.md):
 * - nid, title, bundle;
 * - own: the product variation the buy button adds to the cart (field_variacio), or NULL;
 * - gift_variation: the variation bought as a present (field_ajandek_variacio), or NULL;
 * - teachable: the course platform's purchase link (field_teachable), or NULL;
 * - gift: the gift provider's link (field_gift), or NULL;
 * - package_url: the package an item is sold only inside (field_csomag), or NULL.
 */
final class Purchase {

  /** The content type of gift packages: sold only as a present. */
  public const GIFT_PACKAGE = 'ajandekcsomag';

  /**
   * The buttons' variables, or NULL when there is nothing to buy (no button is printed then).
   *
   * @param array $item
   *   The item (see the class comment).
   * @param callable $cart
   *   The add-to-cart URL of a variation id.
   */
  public static function buttons(array $item, callable $cart): ?array {
    $href = self::cartUrl($item, $cart);
    if ($href === NULL && empty($item['teachable'])) {
      return NULL;
    }
    $gift_href = match (TRUE) {
      !empty($item['gift_variation']) => $cart($item['gift_variation']),
      !empty($item['package_url']) => $item['package_url'],
      default => NULL,
    };
    return array_filter([
      'nid' => (int) $item['nid'],
      'title' => (string) $item['title'],
      // Without a cart of its own, the buy button still leads somewhere: the course platform.
      'href' => $href ?? $item['teachable'],
      'teachable' => $item['teachable'] ?? NULL,
      'gift' => $item['gift'] ?? NULL,
      'gift_href' => $gift_href,
      'gift_only' => ($item['bundle'] ?? '') === self::GIFT_PACKAGE,
    ], static fn ($value) => $value !== NULL && $value !== FALSE && $value !== '');
  }

  /**
   * Where the item is put in the cart: its own variation, else the package it is sold in; NULL for neither.
   */
  public static function cartUrl(array $item, callable $cart): ?string {
    return match (TRUE) {
      !empty($item['own']) => $cart($item['own']),
      !empty($item['package_url']) => $item['package_url'],
      default => NULL,
    };
  }

}
