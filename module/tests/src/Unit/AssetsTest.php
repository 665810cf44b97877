<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus_frontend\Unit;

use Drupal\kurzus_frontend\Assets;
use Drupal\Tests\UnitTestCase;

/**
 * What the module changes in library definitions.
 *
 * @coversDefaultClass \Drupal\kurzus_frontend\Assets
 * @group kurzus_frontend
 */
final class AssetsTest extends UnitTestCase {

  /** Commerce's cart block library, as commerce_cart.libraries.yml declares it. */
  private const CART_BLOCK = [
    'css' => ['layout' => ['css/commerce_cart.layout.css' => []], 'theme' => ['css/commerce_cart.theme.css' => []]],
    'js' => ['js/commerce_cart.js' => []],
    'dependencies' => ['core/jquery', 'core/drupal', 'core/once'],
  ];

  public function testTheCartBlockKeepsItsStylesButLosesItsScriptAndJquery(): void {
    $libraries = Assets::withoutReplacedScripts(['cart_block' => self::CART_BLOCK], 'commerce_cart');
    $this->assertSame(['css' => self::CART_BLOCK['css'], 'js' => [], 'dependencies' => ['core/drupal', 'core/once']], $libraries['cart_block']);
    // A script the bundle does not replace stays, and with it jQuery.
    $two = ['js' => ['js/commerce_cart.js' => [], 'js/other.js' => []]] + self::CART_BLOCK;
    $this->assertSame(['js/other.js' => []], Assets::withoutReplacedScripts(['cart_block' => $two], 'commerce_cart')['cart_block']['js']);
    $this->assertSame(self::CART_BLOCK['dependencies'], Assets::withoutReplacedScripts(['cart_block' => $two], 'commerce_cart')['cart_block']['dependencies']);
  }

  /**
   * @dataProvider replacedWhole
   */
  public function testLibrariesTheBundleReplacesLoadNothing(string $extension, string $name): void {
    $library = [
      'version' => '2.1.3',
      'js' => ['js/script.js' => []],
      'css' => ['theme' => ['css/style.css' => []]],
      'dependencies' => ['core/jquery', 'core/once'],
    ];
    $this->assertSame(['version' => '2.1.3'], Assets::withoutReplacedScripts([$name => $library], $extension)[$name]);
  }

  public static function replacedWhole(): array {
    return [
      'Colorbox' => ['colorbox', 'colorbox'],
      'Colorbox init' => ['colorbox', 'init'],
      'Colorbox style' => ['colorbox', 'stockholmsyndrome'],
      'Ouibounce' => ['ouibounce_exit_modal', 'ouibounce_exit_modal'],
      'Meta page view' => ['meta_conversions_api', 'page_view'],
    ];
  }

  public function testOtherLibrariesAreLeftAsTheyAre(): void {
    $libraries = [
      'cart_form' => ['js' => ['js/commerce_cart.form.js' => []], 'dependencies' => ['core/jquery']],
      'admin' => ['css' => ['theme' => ['css/admin.css' => []]], 'dependencies' => ['core/jquery']],
    ];
    $this->assertSame($libraries, Assets::withoutReplacedScripts($libraries, 'commerce_cart'));
    // The same library name under another extension is another library.
    $this->assertSame(['cart_block' => self::CART_BLOCK], Assets::withoutReplacedScripts(['cart_block' => self::CART_BLOCK], 'shop'));
    $this->assertSame(['page_view' => self::CART_BLOCK], Assets::withoutReplacedScripts(['page_view' => self::CART_BLOCK], 'statistics'));
  }

  public function testLibrariesAskingForABuildGetTheChosenOne(): void {
    $components = [
      'components.kurzus--ticket-button' => ['dependencies' => ['kurzus_frontend/bundle', 'core/drupal']],
      'components.kurzus--add-to-cart' => ['css' => ['component' => ['add-to-cart.css' => []]]],
      'both' => ['dependencies' => ['kurzus_frontend/bundle-classic', 'kurzus_frontend/bundle']],
    ];
    $classic = Assets::withBuild($components, 'kurzus_frontend/bundle-classic');
    $this->assertSame(['kurzus_frontend/bundle-classic', 'core/drupal'], $classic['components.kurzus--ticket-button']['dependencies']);
    $this->assertSame($components['components.kurzus--add-to-cart'], $classic['components.kurzus--add-to-cart']);
    // Never both builds.
    $this->assertSame(['kurzus_frontend/bundle-classic'], $classic['both']['dependencies']);
    $this->assertSame(['kurzus_frontend/bundle'], Assets::withBuild($components, 'kurzus_frontend/bundle')['both']['dependencies']);
  }

  public function testTheBuildSettingNamesALibrary(): void {
    $this->assertSame('kurzus_frontend/bundle', Assets::build('bundle'));
    $this->assertSame('kurzus_frontend/bundle-classic', Assets::build('bundle-classic'));
    // Anything else is the module build, never a library the site did not mean.
    foreach ([NULL, '', 'classic', '../bundle', 'kurzus_frontend/bundle-classic', 1] as $setting) {
      $this->assertSame('kurzus_frontend/bundle', Assets::build($setting));
    }
  }

  public function testLibrariesTakeTheBuildsVersion(): void {
    $libraries = [
      'bundle' => ['version' => 'VERSION', 'js' => ['dist/esm/kurzus.js' => []]],
      'global-styling' => ['version' => 'VERSION', 'css' => ['theme' => ['css/site.css' => []]]],
      'vendor' => ['version' => '1.2.3', 'js' => ['vendor.js' => []]],
    ];
    $versioned = Assets::versioned($libraries, 'a1b2c3d4');
    $this->assertSame('a1b2c3d4', $versioned['bundle']['version']);
    $this->assertSame('a1b2c3d4', $versioned['global-styling']['version']);
    $this->assertSame('1.2.3', $versioned['vendor']['version']);
    $this->assertSame($libraries, Assets::versioned($libraries, NULL));
  }

  public function testTheStringsFileStaysOutOfAnAnswerToALoadedPage(): void {
    $scripts = [
      'core/misc/drupal.js' => [],
      'modules/custom/kurzus_frontend/dist/esm/kurzus.js' => [],
      'modules/custom/kurzus_frontend/dist/kurzus.strings.js' => ['attributes' => ['type' => 'text/plain']],
    ];
    $this->assertSame($scripts, Assets::withoutStringsAfterLoad($scripts, []));
    $this->assertSame(array_slice($scripts, 0, 2), Assets::withoutStringsAfterLoad($scripts, ['core/drupal', 'kurzus_frontend/bundle']));
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
