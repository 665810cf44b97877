<?php

declare(strict_types=1);

namespace Drupal\kurzus_frontend\Hook;

use Drupal\Core\Asset\AttachedAssetsInterface;
use Drupal\Core\Config\ConfigFactoryInterface;
use Drupal\Core\DependencyInjection\ContainerInjectionInterface;
use Drupal\Core\DependencyInjection\AutowireTrait;
use Drupal\Core\Hook\Attribute\Hook;
use Drupal\Core\Routing\AdminContext;
use Drupal\kurzus_frontend\Assets;
use Drupal\kurzus_frontend\PageSettings;

/**
 * The module's hooks: the bundle on the pages visitors see, its settings, and the scripts it replaces off.
 *
 * Drupal 11.1 and later call these methods (hooks as classes, services autowired); older versions call the
 * functions of kurzus_frontend.module, which get this object from the class resolver (AutowireTrait).
 */
final class KurzusFrontendHooks implements ContainerInjectionInterface {

  use AutowireTrait;

  /** The module's settings (config/install/kurzus_frontend.settings.yml). */
  private const CONFIG = 'kurzus_frontend.settings';

  /** The extensions whose libraries carry the build's version: this module and the Kurzus theme. */
  private const BUILT = ['kurzus_frontend', 'kurzus'];

  public function __construct(
    private readonly ConfigFactoryInterface $configFactory,
    private readonly AdminContext $adminContext,
  ) {}

  /**
   * Implements hook_page_attachments(): the chosen build on the pages the setting "pages" names.
   */
  #[Hook('page_attachments')]
  public function pageAttachments(array &$attachments): void {
    $config = $this->configFactory->get(self::CONFIG);
    $pages = $config->get('pages');
    if ($pages === 'all' || ($pages !== 'none' && !$this->adminContext->isAdminRoute())) {
      $attachments['#attached']['library'][] = Assets::build($config->get('build'));
    }
    $attachments['#cache']['tags'][] = 'config:' . self::CONFIG;
  }

  /**
   * Implements hook_page_attachments_alter(): the settings the bundle reads, where no module printed them.
   */
  #[Hook('page_attachments_alter')]
  public function pageAttachmentsAlter(array &$attachments): void {
    $settings = $this->configFactory->get(self::CONFIG)->get('drupal_settings');
    if (is_array($settings)) {
      $attachments['#attached']['drupalSettings'] = PageSettings::fill($attachments['#attached']['drupalSettings'] ?? [], $settings);
    }
  }

  /**
   * Implements hook_library_info_alter().
   *
   * The scripts the bundle replaces switched off; the chosen build for the libraries that ask for one (the
   * Kurzus theme's components); the build's content hash as the version of the libraries built with it.
   */
  #[Hook('library_info_alter')]
  public function libraryInfoAlter(array &$libraries, string $extension): void {
    $libraries = Assets::withoutReplacedScripts($libraries, $extension);
    $libraries = Assets::withBuild($libraries, Assets::build($this->configFactory->get(self::CONFIG)->get('build')));
    if (in_array($extension, self::BUILT, TRUE)) {
      $build = dirname(__DIR__, 2) . '/dist/build.json';
      $libraries = Assets::versioned($libraries, Assets::buildVersion(is_file($build) ? file_get_contents($build) : FALSE));
    }
  }

  /**
   * Implements hook_js_alter(): no strings file in an answer to a page that is already loaded.
   */
  #[Hook('js_alter')]
  public function jsAlter(array &$javascript, AttachedAssetsInterface $assets): void {
    $javascript = Assets::withoutStringsAfterLoad($javascript, $assets->getAlreadyLoadedLibraries());
  }

}
