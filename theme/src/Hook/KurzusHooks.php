<?php

declare(strict_types=1);

namespace Drupal\kurzus\Hook;

use Drupal\Core\DependencyInjection\AutowireTrait;
use Drupal\Core\DependencyInjection\ContainerInjectionInterface;
use Drupal\Core\Entity\EntityTypeManagerInterface;
use Drupal\Core\Extension\ModuleHandlerInterface;
use Drupal\Core\File\FileUrlGeneratorInterface;
use Drupal\Core\Hook\Attribute\Hook;
use Drupal\Core\StringTranslation\StringTranslationTrait;
use Drupal\Core\Url;
use Drupal\kurzus\Template\BundleForm;
use Drupal\kurzus\Template\Counters;
use Drupal\kurzus\Template\ExitModal;
use Drupal\kurzus\Template\Fields;
use Drupal\kurzus\Template\Gallery;
use Drupal\kurzus\Template\Purchase;
use Drupal\kurzus\Template\Slides;
use Drupal\kurzus\Template\TicketLink;
use Drupal\kurzus\Template\Trailers;
use Drupal\kurzus\Template\Video;

/**
 * The theme's hooks.
 *
 * Drupal 11.3 and later call these methods (hooks as classes, their services autowired); older versions
 * call the functions of kurzus.theme, which hand over to them through the class resolver (create(), with
 * the same services). A hook for one template is named after its suggestion (preprocess_field__field_jegy_link
 * for field--field-jegy-link.html.twig), so Drupal calls it only there. What each hook derives is done by
 * the plain functions of Drupal\kurzus\Template; these methods read what Drupal renders and pass it on.
 */
final class KurzusHooks implements ContainerInjectionInterface {

  use AutowireTrait;
  use StringTranslationTrait;

  public function __construct(
    private readonly EntityTypeManagerInterface $entityTypeManager,
    private readonly FileUrlGeneratorInterface $fileUrlGenerator,
    private readonly ModuleHandlerInterface $moduleHandler,
  ) {}

  /**
   * Implements hook_theme(): the progress bar's host (misc/kurzus-progress.html.twig).
   *
   * A module renders ['#theme' => 'kurzus_progress', '#uri' => …, '#message' => …] for a long-running task:
   * the bundle polls the URI and draws the bar after the message.
   */
  #[Hook('theme')]
  public function theme(array $existing, string $type, string $theme, string $path): array {
    return [
      'kurzus_progress' => [
        'variables' => ['uri' => '', 'message' => NULL],
        'path' => $path . '/templates/misc',
        'template' => 'kurzus-progress',
      ],
    ];
  }

  /**
   * Implements hook_theme_suggestions_HOOK_alter() for form: form--FORM-ID.html.twig, which core does not
   * suggest on its own (the contact form's and the '2+1' form's templates need it).
   */
  #[Hook('theme_suggestions_form_alter')]
  public function themeSuggestionsFormAlter(array &$suggestions, array $variables): void {
    $form_id = $variables['element']['#form_id'] ?? NULL;
    if (is_string($form_id) && $form_id !== '') {
      $suggestions[] = 'form__' . $form_id;
    }
  }

  /**
   * Implements hook_preprocess_HOOK() for node: `purchase` (the buy and gift buttons) and `cart_url` (a
   * card's cart link), from the product's fields.
   */
  #[Hook('preprocess_node')]
  public function preprocessNode(array &$variables): void {
    $node = $variables['node'];
    $package = Fields::first($node, 'field_csomag', 'entity');
    $item = [
      'nid' => $node->id(),
      'title' => $node->label(),
      'bundle' => $node->bundle(),
      'own' => Fields::first($node, 'field_variacio', 'target_id'),
      'gift_variation' => Fields::first($node, 'field_ajandek_variacio', 'target_id'),
      'teachable' => Fields::links($node, 'field_teachable')[0][0] ?? NULL,
      'gift' => Fields::links($node, 'field_gift')[0][0] ?? NULL,
      'package_url' => $package?->toUrl()->toString(),
    ];
    $cart = static fn (int|string $variation): string => Url::fromUserInput('/add-to-cart/' . $variation)->toString();
    // The '2+1' package's card carries its form (the kurzus module's kurzus_bundle), which prints its own buttons.
    $variables['purchase'] = isset($variables['content']['kurzus_bundle']) ? NULL : Purchase::buttons($item, $cart);
    if ($variables['view_mode'] === 'card') {
      // A card without a cart of its own links to the product's page (a node being previewed has none yet).
      $variables['cart_url'] = Purchase::cartUrl($item, $cart) ?? ($node->id() ? $node->toUrl()->toString() : '');
    }
    if ($package !== NULL) {
      $variables['#cache']['tags'] = array_merge($variables['#cache']['tags'] ?? [], $package->getCacheTags());
    }
  }

  /**
   * Implements hook_preprocess_HOOK() for field--field-jegy-link.html.twig: the ticket button's address.
   */
  #[Hook('preprocess_field__field_jegy_link')]
  public function preprocessTicketField(array &$variables): void {
    foreach (Fields::links($variables['element']['#object'], 'field_jegy_link') as $delta => [$url, , $uri]) {
      if (isset($variables['items'][$delta]['content'])) {
        $variables['items'][$delta]['content']['#url'] = TicketLink::href($uri, $url);
      }
    }
  }

  /**
   * Implements hook_preprocess_HOOK() for field--field-elozetes(ek).html.twig: each video link's url, title
   * and text, and the product's title beside them.
   */
  #[Hook('preprocess_field__field_elozetes')]
  #[Hook('preprocess_field__field_elozetesek')]
  public function preprocessTrailerField(array &$variables): void {
    $entity = $variables['element']['#object'];
    foreach (Fields::links($entity, $variables['field_name']) as $delta => [$url, $title]) {
      $link = Trailers::item($url, $title);
      if ($link === NULL) {
        unset($variables['items'][$delta]);
      }
      else {
        $variables['items'][$delta] = $link + ($variables['items'][$delta] ?? []);
      }
    }
    $variables['product'] = (string) $entity->label();
  }

  /**
   * Implements hook_preprocess_HOOK() for block: the variables of the custom block types' templates
   * (counters, more_items, video, join_me), reusable or inline.
   */
  #[Hook('preprocess_block')]
  public function preprocessBlock(array &$variables): void {
    $block = $variables['content']['#block_content'] ?? NULL;
    if (is_object($block)) {
      $variables += $this->blockContentVariables($block);
    }
  }

  /**
   * Implements hook_preprocess_HOOK() for block--ouibounce-exit-modal-block.html.twig: the pop-up's texts.
   */
  #[Hook('preprocess_block__ouibounce_exit_modal_block')]
  public function preprocessExitModalBlock(array &$variables): void {
    $variables = ExitModal::variables($variables['configuration'] ?? [], (string) ($variables['label'] ?? '')) + $variables;
  }

  /**
   * Implements hook_preprocess_HOOK() for block--views-block--eloadas-kepek-block-1.html.twig: the
   * performance photos.
   */
  #[Hook('preprocess_block__views_block__eloadas_kepek_block_1')]
  public function preprocessPhotosBlock(array &$variables): void {
    $variables['images'] = Gallery::fromValues($this->viewImages($variables['content']['#view'] ?? NULL));
  }

  /**
   * Implements hook_preprocess_HOOK() for form--kurzus-bundle-form.html.twig: the '2+1' package form's
   * variables.
   */
  #[Hook('preprocess_form__kurzus_bundle_form')]
  public function preprocessBundleForm(array &$variables): void {
    $form = $variables['element'];
    $package = $this->entityTypeManager->getStorage('node')->load($form['nid']['#value'] ?? 0);
    $variables += BundleForm::variables($form, [
      'title' => $package?->label() ?? '',
      'url' => $package?->toUrl()->toString() ?? '',
    ]);
  }

  /**
   * Implements hook_preprocess_HOOK() for layout: a section in the theme's 'One column, in a container'
   * layout (kurzus.layouts.yml) is a responsive container (layout--onecol.html.twig).
   */
  #[Hook('preprocess_layout')]
  public function preprocessLayout(array &$variables): void {
    $layout = $variables['layout'] ?? NULL;
    if (is_object($layout) && $layout->id() === 'kurzus_container') {
      $variables['settings']['responsive_container'] = TRUE;
    }
  }

  /**
   * The variables of a custom block type's template (see docs/content-model.md for the fields).
   */
  private function blockContentVariables(object $block): array {
    return match ($block->bundle()) {
      'counters' => ['counters' => Counters::fromValues(Fields::values($block, 'field_szamlalok'))],
      'more_items' => [
        'text_more' => Fields::first($block, 'field_tobb_felirat') ?? $this->t('Show more'),
        'text_less' => Fields::first($block, 'field_kevesebb_felirat') ?? $this->t('Show less'),
      ],
      'video' => ['video' => Video::embed(...(Fields::links($block, 'field_video')[0] ?? ['', '']))],
      'join_me' => ['slides' => Slides::fromValues(Fields::values($block, 'field_diak'))],
      default => [],
    };
  }

  /**
   * Each result row's images (field_kep) of an executed view, for Gallery::fromValues().
   */
  private function viewImages(?object $view): array {
    // Core's 'large' image style (480 px) where the site has it, rather than the file as it was uploaded.
    $style = $this->moduleHandler->moduleExists('image') ? $this->entityTypeManager->getStorage('image_style')->load('large') : NULL;
    $images = [];
    foreach ($view->result ?? [] as $row) {
      $entity = $row->_entity ?? NULL;
      foreach (is_object($entity) && $entity->hasField('field_kep') ? $entity->get('field_kep') : [] as $item) {
        $uri = $item->entity?->getFileUri();
        $size = ['width' => $item->width, 'height' => $item->height];
        $style?->transformDimensions($size, (string) $uri);
        $images[] = [
          'src' => $uri === NULL ? NULL : ($style ? $style->buildUrl($uri) : $this->fileUrlGenerator->generateString($uri)),
          'alt' => $item->alt,
          'title' => $item->title,
          'label' => $entity->label(),
        ] + $size;
      }
    }
    return $images;
  }

}
