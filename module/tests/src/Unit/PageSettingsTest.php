<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus_frontend\Unit;

use Drupal\kurzus_frontend\PageSettings;
use Drupal\Tests\UnitTestCase;

/**
 * The module's settings go into drupalSettings where the page has none of its own.
 *
 * @coversDefaultClass \Drupal\kurzus_frontend\PageSettings
 * @group kurzus_frontend
 */
final class PageSettingsTest extends UnitTestCase {

  private const SETTINGS = [
    'kurzus' => [
      'purchase' => ['gift_provider_enabled' => FALSE],
      'breakpoint' => 992,
      'exit_intent' => ['sensitivity' => 20, 'cookie_name' => 'viewedOuibounceModal'],
    ],
    'colorbox' => ['loop' => TRUE, 'mobiledetect' => TRUE, 'mobiledevicewidth' => '480px'],
  ];

  public function testAPageWithoutSettingsGetsTheModules(): void {
    $this->assertSame(self::SETTINGS, PageSettings::fill([], self::SETTINGS));
  }

  public function testWhatAModulePrintsWins(): void {
    // The Colorbox module prints its own mobile keys but no loop; another module a key of the exit pop-up.
    $page = [
      'path' => ['currentLanguage' => 'hu'],
      'colorbox' => ['mobiledetect' => FALSE, 'mobiledevicewidth' => '600px', 'opacity' => '0.85'],
      'kurzus' => ['exit_intent' => ['sensitivity' => 5]],
    ];
    $filled = PageSettings::fill($page, self::SETTINGS);
    $this->assertSame(['mobiledetect' => FALSE, 'mobiledevicewidth' => '600px', 'opacity' => '0.85', 'loop' => TRUE], $filled['colorbox']);
    $this->assertSame(['sensitivity' => 5, 'cookie_name' => 'viewedOuibounceModal'], $filled['kurzus']['exit_intent']);
    $this->assertSame(['currentLanguage' => 'hu'], $filled['path']);
    $this->assertSame(992, $filled['kurzus']['breakpoint']);
  }

  public function testUnsetValuesAndOddShapesLeaveThePageAlone(): void {
    $this->assertSame([], PageSettings::fill([], ['kurzus' => ['breakpoint' => NULL, 'scroll_marker' => ['threshold' => NULL]]]));
    // A key the page holds as a plain value is not turned into a map.
    $this->assertSame('off', PageSettings::fill(['colorbox' => 'off'], self::SETTINGS)['colorbox']);
    // A list is a value, not a map to merge into.
    $this->assertSame(['list' => [3]], PageSettings::fill(['list' => [3]], ['list' => [1, 2]]));
  }

}
