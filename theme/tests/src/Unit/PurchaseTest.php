<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus\Unit;

use Drupal\kurzus\Template\Purchase;
use Drupal\Tests\UnitTestCase;

/**
 * The buttons the courses page's fixture shows (fixtures/data/courses.ts), from the products' fields.
 *
 * @group kurzus
 */
final class PurchaseTest extends UnitTestCase {

  private static function cart(int|string $variation): string {
    return "/add-to-cart/$variation";
  }

  private static function buttons(array $item): ?array {
    return Purchase::buttons($item + ['title' => 'A Boldogság', 'bundle' => 'termek'], self::cart(...));
  }

  public function testACourseWithItsPlatformAndGiftLinks(): void {
    $this->assertSame([
      'nid' => 1,
      'title' => 'A Boldogság',
      'href' => '/add-to-cart/1',
      'teachable' => 'https://kurzus.example.hu/p/a-boldogsag',
      'gift' => 'https://ajandek.example.hu/utalvany/a-boldogsag',
      'gift_href' => '/add-to-cart/13',
    ], self::buttons([
      'nid' => '1',
      'own' => '1',
      'gift_variation' => '13',
      'teachable' => 'https://kurzus.example.hu/p/a-boldogsag',
      'gift' => 'https://ajandek.example.hu/utalvany/a-boldogsag',
    ]));
  }

  public function testAnItemSoldOnlyInsideAPackageLeadsToThePackage(): void {
    $this->assertSame(
      ['nid' => 4, 'title' => 'A Kulcs', 'href' => '/csomagok/2-plusz-1', 'gift_href' => '/csomagok/2-plusz-1'],
      self::buttons(['nid' => 4, 'title' => 'A Kulcs', 'package_url' => '/csomagok/2-plusz-1']),
    );
  }

  public function testAGiftPackageSaysSoAndARecordingHasNoGiftButton(): void {
    $this->assertSame(
      ['nid' => 22, 'title' => 'Ajándékcsomag', 'href' => '/add-to-cart/21', 'gift_only' => TRUE],
      self::buttons(['nid' => 22, 'title' => 'Ajándékcsomag', 'bundle' => Purchase::GIFT_PACKAGE, 'own' => 21]),
    );
    $this->assertSame(['nid' => 24, 'title' => 'A Boldogság', 'href' => '/add-to-cart/23'], self::buttons(['nid' => 24, 'bundle' => 'eloadas', 'own' => 23]));
  }

  public function testAnItemOnTheCoursePlatformOnly(): void {
    $this->assertSame(
      ['nid' => 5, 'title' => 'A Boldogság', 'href' => 'https://kurzus.example.hu/p/x', 'teachable' => 'https://kurzus.example.hu/p/x'],
      self::buttons(['nid' => 5, 'teachable' => 'https://kurzus.example.hu/p/x']),
    );
  }

  public function testNothingToBuyPrintsNoButtons(): void {
    $this->assertNull(self::buttons(['nid' => 6]));
    $this->assertNull(self::buttons(['nid' => 6, 'gift' => 'https://ajandek.example.hu/x']));
  }

  public function testTheCardsCartLink(): void {
    $this->assertSame('/add-to-cart/21', Purchase::cartUrl(['own' => 21], self::cart(...)));
    $this->assertSame('/csomagok/2-plusz-1', Purchase::cartUrl(['package_url' => '/csomagok/2-plusz-1'], self::cart(...)));
    $this->assertNull(Purchase::cartUrl([], self::cart(...)));
  }

}
