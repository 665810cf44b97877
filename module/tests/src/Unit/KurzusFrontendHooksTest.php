<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus_frontend\Unit;

use Drupal\Core\Asset\AttachedAssetsInterface;
use Drupal\Core\Routing\AdminContext;
use Drupal\kurzus_frontend\Hook\KurzusFrontendHooks;
use Drupal\Tests\UnitTestCase;

/**
 * The module's hooks on what Drupal hands them, with its config and the admin context mocked.
 *
 * @coversDefaultClass \Drupal\kurzus_frontend\Hook\KurzusFrontendHooks
 * @group kurzus_frontend
 */
final class KurzusFrontendHooksTest extends UnitTestCase {

  /**
   * The hooks on a site with these settings, answering an administration route or not.
   */
  private function hooks(array $settings = [], bool $admin = FALSE): KurzusFrontendHooks {
    $context = $this->createMock(AdminContext::class);
    $context->method('isAdminRoute')->willReturn($admin);
    $config = $this->getConfigFactoryStub(['kurzus_frontend.settings' => $settings + ['build' => 'bundle', 'pages' => 'visitor']]);
    return new KurzusFrontendHooks($config, $context);
  }

  /**
   * The libraries a page gets from the module.
   */
  private static function attached(KurzusFrontendHooks $hooks): array {
    $attachments = ['#attached' => ['library' => ['core/drupal']]];
    $hooks->pageAttachments($attachments);
    return $attachments['#attached']['library'];
  }

  public function testEveryPageAVisitorSeesGetsTheChosenBuild(): void {
    $this->assertSame(['core/drupal', 'kurzus_frontend/bundle'], self::attached($this->hooks()));
    $this->assertSame(['core/drupal', 'kurzus_frontend/bundle-classic'], self::attached($this->hooks(['build' => 'bundle-classic'])));
    // Administration pages only when the site says so; none when templates attach it themselves.
    $this->assertSame(['core/drupal'], self::attached($this->hooks([], TRUE)));
    $this->assertSame(['core/drupal', 'kurzus_frontend/bundle'], self::attached($this->hooks(['pages' => 'all'], TRUE)));
    $this->assertSame(['core/drupal'], self::attached($this->hooks(['pages' => 'none'])));
  }

  public function testAPageDependsOnTheSettings(): void {
    $attachments = [];
    $this->hooks()->pageAttachments($attachments);
    $this->assertSame(['config:kurzus_frontend.settings'], $attachments['#cache']['tags']);
  }

  public function testThePageGetsTheSettingsAModuleDoesNotPrint(): void {
    $hooks = $this->hooks(['drupal_settings' => ['colorbox' => ['loop' => TRUE, 'mobiledetect' => TRUE], 'kurzus' => ['breakpoint' => 992]]]);
    $attachments = ['#attached' => ['drupalSettings' => ['colorbox' => ['mobiledetect' => FALSE]]]];
    $hooks->pageAttachmentsAlter($attachments);
    $this->assertSame(['colorbox' => ['mobiledetect' => FALSE, 'loop' => TRUE], 'kurzus' => ['breakpoint' => 992]], $attachments['#attached']['drupalSettings']);
  }

  public function testLibrariesLoseTheReplacedScriptsAndAskForTheChosenBuild(): void {
    $cart = ['cart_block' => ['js' => ['js/commerce_cart.js' => []], 'dependencies' => ['core/jquery', 'core/drupal']]];
    $this->hooks()->libraryInfoAlter($cart, 'commerce_cart');
    $this->assertSame(['core/drupal'], $cart['cart_block']['dependencies']);

    $components = ['components.kurzus--ticket-button' => ['version' => 'VERSION', 'dependencies' => ['kurzus_frontend/bundle']]];
    $this->hooks(['build' => 'bundle-classic'])->libraryInfoAlter($components, 'core');
    $this->assertSame(['kurzus_frontend/bundle-classic'], $components['components.kurzus--ticket-button']['dependencies']);
    // Core's libraries keep core's version.
    $this->assertSame('VERSION', $components['components.kurzus--ticket-button']['version']);
  }

  public function testTheModulesAndTheThemesLibrariesCarryTheBuildsVersion(): void {
    $build = dirname(__DIR__, 3) . '/dist/build.json';
    $version = is_file($build) ? json_decode((string) file_get_contents($build), TRUE)['version'] : 'VERSION';
    foreach (['kurzus_frontend', 'kurzus'] as $extension) {
      $libraries = ['styles' => ['version' => 'VERSION']];
      $this->hooks()->libraryInfoAlter($libraries, $extension);
      $this->assertSame($version, $libraries['styles']['version'], $extension);
    }
    $libraries = ['styles' => ['version' => 'VERSION']];
    $this->hooks()->libraryInfoAlter($libraries, 'olivero');
    $this->assertSame('VERSION', $libraries['styles']['version']);
  }

  public function testAnAnswerToALoadedPageCarriesNoStringsFile(): void {
    $assets = $this->createMock(AttachedAssetsInterface::class);
    $assets->method('getAlreadyLoadedLibraries')->willReturn(['kurzus_frontend/bundle']);
    $scripts = ['modules/custom/kurzus_frontend/dist/kurzus.strings.js' => [], 'core/misc/ajax.js' => []];
    $this->hooks()->jsAlter($scripts, $assets);
    $this->assertSame(['core/misc/ajax.js' => []], $scripts);
  }

  public function testEveryHookHasItsFunctionForOlderDrupal(): void {
    require_once dirname(__DIR__, 3) . '/kurzus_frontend.module';
    $hooks = [];
    foreach ((new \ReflectionClass(KurzusFrontendHooks::class))->getMethods() as $method) {
      foreach ($method->getAttributes('Drupal\Core\Hook\Attribute\Hook') as $attribute) {
        $hooks[] = 'kurzus_frontend_' . $attribute->getArguments()[0];
      }
    }
    $legacy = array_values(array_filter(get_defined_functions()['user'], static fn ($name) => str_starts_with($name, 'kurzus_frontend_') && $name !== 'kurzus_frontend_install'));
    sort($hooks);
    sort($legacy);
    $this->assertSame($hooks, $legacy);
    foreach ($legacy as $function) {
      $attributes = array_map(static fn ($attribute) => $attribute->getName(), (new \ReflectionFunction($function))->getAttributes());
      $this->assertSame(['Drupal\Core\Hook\Attribute\LegacyHook'], $attributes, $function);
    }
  }

}
