<?php

declare(strict_types=1);

namespace Drupal\kurzus\Tests;

use Drupal\kurzus\Assets;
use PHPUnit\Framework\TestCase;

final class AssetsTest extends TestCase {

  /** Commerce's cart block library, as commerce_cart.libraries.yml declares it. */
  private const CART_BLOCK = [
    'css' => ['layout' => ['css/commerce_cart.layout.css' => []], 'theme' => ['css/commerce_cart.theme.css' => []]],
    'js' => ['js/commerce_cart.js' => []],
    'dependencies' => ['core/jquery', 'core/drupal', 'core/once'],
  ];

  /** The theme's libraries-override, keyed by theme path as ActiveTheme::getLibrariesOverride() gives it. */
  private const OVERRIDES = ['themes/custom/kurzus' => [
    'commerce_cart/cart_block' => ['js' => ['js/commerce_cart.js' => FALSE]],
    'colorbox/colorbox' => FALSE,
  ]];

  public function testALibraryLeftWithoutScriptLosesJquery(): void {
    $libraries = Assets::withoutIdleJquery(['cart_block' => self::CART_BLOCK], 'commerce_cart', self::OVERRIDES);
    $this->assertSame(['core/drupal', 'core/once'], $libraries['cart_block']['dependencies']);
    $this->assertSame(self::CART_BLOCK['css'], $libraries['cart_block']['css']);
  }

  public function testALibraryThatKeepsAScriptKeepsJquery(): void {
    $two = ['js' => ['js/commerce_cart.js' => [], 'js/other.js' => []]] + self::CART_BLOCK;
    $this->assertSame($two, Assets::withoutIdleJquery(['cart_block' => $two], 'commerce_cart', self::OVERRIDES)['cart_block']);

    $replaced = ['themes/custom/kurzus' => ['commerce_cart/cart_block' => ['js' => ['js/commerce_cart.js' => 'js/cart.js']]]];
    $this->assertSame(self::CART_BLOCK, Assets::withoutIdleJquery(['cart_block' => self::CART_BLOCK], 'commerce_cart', $replaced)['cart_block']);
  }

  public function testEveryThemeOfTheChainCounts(): void {
    $two = ['js' => ['js/commerce_cart.js' => [], 'js/other.js' => []]] + self::CART_BLOCK;
    $chain = self::OVERRIDES + ['themes/custom/kurzus_sub' => ['commerce_cart/cart_block' => ['js' => ['js/other.js' => FALSE]]]];
    $this->assertSame(['core/drupal', 'core/once'], Assets::withoutIdleJquery(['cart_block' => $two], 'commerce_cart', $chain)['cart_block']['dependencies']);
  }

  public function testOtherLibrariesAreLeftAsTheyAre(): void {
    $libraries = [
      'cart_form' => ['js' => ['js/commerce_cart.form.js' => []], 'dependencies' => ['core/jquery']],
      'admin' => ['css' => ['theme' => ['css/admin.css' => []]], 'dependencies' => ['core/jquery']],
    ];
    $this->assertSame($libraries, Assets::withoutIdleJquery($libraries, 'commerce_cart', self::OVERRIDES));
    // The same library name under another extension is another library.
    $this->assertSame(['cart_block' => self::CART_BLOCK], Assets::withoutIdleJquery(['cart_block' => self::CART_BLOCK], 'shop', self::OVERRIDES));
    // A library switched off whole is never loaded: nothing to change.
    $colorbox = ['colorbox' => ['js' => ['js/colorbox.js' => []], 'dependencies' => ['core/jquery']]];
    $this->assertSame($colorbox, Assets::withoutIdleJquery($colorbox, 'colorbox', self::OVERRIDES));
  }

  public function testTheThemesOwnLibrariesTakeTheBuildsVersion(): void {
    $libraries = [
      'kurzus' => ['version' => 'VERSION', 'js' => ['dist/esm/kurzus.js' => []]],
      'global-styling' => ['version' => 'VERSION', 'css' => ['theme' => ['css/site.css' => []]]],
      'vendor' => ['version' => '1.2.3', 'js' => ['vendor.js' => []]],
    ];
    $versioned = Assets::versioned($libraries, 'a1b2c3d4');
    $this->assertSame('a1b2c3d4', $versioned['kurzus']['version']);
    $this->assertSame('a1b2c3d4', $versioned['global-styling']['version']);
    $this->assertSame('1.2.3', $versioned['vendor']['version']);
    $this->assertSame($libraries, Assets::versioned($libraries, NULL));
  }

  public function testComponentsAskForTheBuildTheThemeAttaches(): void {
    $components = [
      'components.kurzus--ticket-button' => ['dependencies' => ['kurzus/kurzus']],
      'components.kurzus--add-to-cart' => ['css' => ['component' => ['add-to-cart.css' => []]]],
      'drupal.ajax' => ['dependencies' => ['core/drupal']],
    ];
    $classic = Assets::chosenBuild(['kurzus/global-styling', 'kurzus/kurzus-classic']);
    $this->assertSame('kurzus/kurzus-classic', $classic);
    $this->assertSame(['kurzus/kurzus-classic'], Assets::withBuild($components, $classic)['components.kurzus--ticket-button']['dependencies']);
    $this->assertSame(array_slice($components, 1), array_slice(Assets::withBuild($components, $classic), 1));
    // The module build is what the components already ask for.
    $module = Assets::chosenBuild(['kurzus/global-styling', 'kurzus/kurzus']);
    $this->assertSame('kurzus/kurzus', $module);
    $this->assertSame($components, Assets::withBuild($components, $module));
  }

  public function testTheStringsFileStaysOutOfAnAnswerToALoadedPage(): void {
    $scripts = [
      'core/misc/drupal.js' => [],
      'themes/custom/kurzus/dist/esm/kurzus.js' => [],
      'themes/custom/kurzus/dist/kurzus.strings.js' => ['attributes' => ['type' => 'text/plain']],
    ];
    $this->assertSame($scripts, Assets::withoutStringsAfterLoad($scripts, []));
    $this->assertSame(array_slice($scripts, 0, 2), Assets::withoutStringsAfterLoad($scripts, ['core/drupal', 'kurzus/kurzus']));
  }

  /**
   * @dataProvider buildFiles
   */
  public function testTheBuildVersionComesFromBuildJson(string|false $json, ?string $version): void {
    $this->assertSame($version, Assets::buildVersion($json));
  }

  public static function buildFiles(): array {
    return [
      'the build’s hash' => ['{"version": "3f9a0c1e"}', '3f9a0c1e'],
      'with other keys' => ['{"version": "v-1.0_2", "files": ["dist/esm/kurzus.js"]}', 'v-1.0_2'],
      'no file' => [FALSE, NULL],
      'not JSON' => ['{version: 3f9a', NULL],
      'no version' => ['{"hash": "3f9a0c1e"}', NULL],
      'not a string' => ['{"version": 12}', NULL],
      'empty' => ['{"version": ""}', NULL],
      'not fit for a URL' => ['{"version": "1&x=<y>"}', NULL],
      'too long' => ['{"version": "' . str_repeat('a', 65) . '"}', NULL],
    ];
  }

}
