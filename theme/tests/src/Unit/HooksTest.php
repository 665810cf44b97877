<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus\Unit;

use Drupal\Core\Entity\EntityTypeManagerInterface;
use Drupal\Core\Extension\ModuleHandlerInterface;
use Drupal\Core\File\FileUrlGeneratorInterface;
use Drupal\kurzus\Hook\KurzusHooks;
use Drupal\Tests\kurzus\Fake\FakeEntity;
use Drupal\Tests\kurzus\Fake\FakeLink;
use Drupal\Tests\UnitTestCase;

require_once __DIR__ . '/../../../kurzus.theme';

/**
 * The theme's hooks on what Drupal would hand them, with the services they call stubbed.
 *
 * @group kurzus
 */
final class HooksTest extends UnitTestCase {

  private KurzusHooks $hooks;

  protected function setUp(): void {
    parent::setUp();
    $package = new FakeEntity(19, '2+1 csomag', 'csomag', [], '/csomagok/2-plusz-1');
    $storage = fn (array $entities) => new class($entities) {

      public function __construct(private array $entities) {}

      public function load($id): ?object {
        return $this->entities[$id] ?? NULL;
      }

    };
    $entity_type_manager = $this->createMock(EntityTypeManagerInterface::class);
    $entity_type_manager->method('getStorage')->willReturnCallback(fn ($type) => $storage($type === 'node' ? [19 => $package] : []));
    $module_handler = $this->createMock(ModuleHandlerInterface::class);
    $module_handler->method('moduleExists')->willReturn(FALSE);
    $file_urls = $this->createMock(FileUrlGeneratorInterface::class);
    $file_urls->method('generateString')->willReturnCallback(fn ($uri) => str_replace('public://', '/sites/default/files/', $uri));
    $this->hooks = new KurzusHooks($entity_type_manager, $file_urls, $module_handler);
    // The functions for older Drupal reach the same class through the class resolver, autowired.
    \Drupal::$services = [
      EntityTypeManagerInterface::class => $entity_type_manager,
      FileUrlGeneratorInterface::class => $file_urls,
      ModuleHandlerInterface::class => $module_handler,
    ];
  }

  public function testEveryHookHasItsFunctionForOlderDrupal(): void {
    $hooks = [];
    foreach ((new \ReflectionClass(KurzusHooks::class))->getMethods() as $method) {
      foreach ($method->getAttributes('Drupal\Core\Hook\Attribute\Hook') as $attribute) {
        $hooks[] = 'kurzus_' . $attribute->getArguments()[0];
      }
    }
    $legacy = array_values(array_filter(get_defined_functions()['user'], static fn ($name) => str_starts_with($name, 'kurzus_')));
    sort($hooks);
    sort($legacy);
    $this->assertSame($hooks, $legacy);
    $converted = 0;
    foreach ($legacy as $function) {
      $attributes = array_map(static fn ($attribute) => $attribute->getName(), (new \ReflectionFunction($function))->getAttributes());
      $this->assertContains('Drupal\Core\Hook\Attribute\LegacyHook', $attributes, $function);
      $converted += (int) in_array('Drupal\Core\Hook\Attribute\ExtensionFileIsConverted', $attributes, TRUE);
    }
    $this->assertSame(1, $converted);
  }

  public function testEachTemplatesHookNamesATemplateTheThemeShips(): void {
    $templates = [];
    $files = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator(__DIR__ . '/../../../templates'));
    foreach ($files as $file) {
      $templates[] = $file->getBasename('.html.twig');
    }
    $suggestions = 0;
    foreach ((new \ReflectionClass(KurzusHooks::class))->getMethods() as $method) {
      foreach ($method->getAttributes('Drupal\Core\Hook\Attribute\Hook') as $attribute) {
        $hook = $attribute->getArguments()[0];
        if (preg_match('/^preprocess_(\w+__\w+)$/', $hook, $match)) {
          $suggestions++;
          // Drupal calls it where it renders that suggestion, whose template is the theme's.
          $this->assertContains(str_replace('_', '-', $match[1]), $templates, $hook);
        }
      }
    }
    $this->assertSame(6, $suggestions);
  }

  public function testTheFunctionsHandOverToTheHooks(): void {
    $suggestions = ['form'];
    kurzus_theme_suggestions_form_alter($suggestions, ['element' => ['#form_id' => 'contact_message_feedback_form']]);
    $this->assertSame(['form', 'form__contact_message_feedback_form'], $suggestions);
    $this->assertSame(['kurzus_progress'], array_keys(kurzus_theme([], 'theme', 'kurzus', 'themes/custom/kurzus')));
  }

  public function testTheProgressBarsThemeHook(): void {
    $this->assertSame([
      'kurzus_progress' => [
        'variables' => ['uri' => '', 'message' => NULL],
        'path' => 'themes/custom/kurzus/templates/misc',
        'template' => 'kurzus-progress',
      ],
    ], $this->hooks->theme([], 'theme', 'kurzus', 'themes/custom/kurzus'));
  }

  public function testAProductCardGetsItsButtonsAndCartLink(): void {
    $node = new FakeEntity(4, 'A Kulcs', 'termek', [
      'field_csomag' => [(object) ['entity' => new FakeEntity(19, '2+1 csomag', 'csomag', [], '/csomagok/2-plusz-1')]],
      'field_teachable' => [new FakeLink('https://kurzus.example.hu/p/a-kulcs')],
      'field_variacio' => [],
    ], '/kurzusok/a-kulcs');
    $variables = ['node' => $node, 'view_mode' => 'card', 'content' => []];
    $this->hooks->preprocessNode($variables);
    $this->assertSame(
      ['nid' => 4, 'title' => 'A Kulcs', 'href' => '/csomagok/2-plusz-1', 'teachable' => 'https://kurzus.example.hu/p/a-kulcs', 'gift_href' => '/csomagok/2-plusz-1'],
      $variables['purchase'],
    );
    $this->assertSame('/csomagok/2-plusz-1', $variables['cart_url']);
    $this->assertSame(['node:19'], $variables['#cache']['tags']);
  }

  public function testThePackageWithTheBundleFormPrintsNoButtonsOfItsOwn(): void {
    $node = new FakeEntity(19, '2+1 csomag', 'csomag', ['field_variacio' => [(object) ['target_id' => 5]]], '/csomagok/2-plusz-1');
    $variables = ['node' => $node, 'view_mode' => 'teaser', 'content' => ['kurzus_bundle' => ['#type' => 'form']]];
    $this->hooks->preprocessNode($variables);
    $this->assertNull($variables['purchase']);
    // Only a card prints a cart link.
    $this->assertArrayNotHasKey('cart_url', $variables);
    $card = ['view_mode' => 'card'] + $variables;
    $this->hooks->preprocessNode($card);
    $this->assertSame('/add-to-cart/5', $card['cart_url']);
  }

  public function testANodeWithoutProductFieldsLinksItsCardToItself(): void {
    $variables = ['node' => new FakeEntity(7, 'Cikk', 'article', [], '/cikk/7'), 'view_mode' => 'card', 'content' => []];
    $this->hooks->preprocessNode($variables);
    $this->assertNull($variables['purchase']);
    $this->assertSame('/cikk/7', $variables['cart_url']);
  }

  public function testTrailerLinksGetTheirAddressAndTitles(): void {
    $page = new FakeEntity(21, 'Galéria', 'page', ['field_elozetesek' => [
      new FakeLink('https://vimeo.com/76979871', 'A Boldogság – előzetes'),
      new FakeLink('javascript:alert(1)', 'Rossz'),
    ]]);
    $variables = ['field_name' => 'field_elozetesek', 'element' => ['#object' => $page], 'items' => [['content' => 'a'], ['content' => 'b']]];
    $this->hooks->preprocessTrailerField($variables);
    $this->assertSame([['url' => 'https://vimeo.com/76979871', 'title' => 'A Boldogság – előzetes', 'text' => 'A Boldogság – előzetes', 'content' => 'a']], $variables['items']);
    $this->assertSame('Galéria', $variables['product']);
  }

  public function testATicketLinkToTheFrontPageIsPrintedAsSlash(): void {
    $performance = new FakeEntity(40, 'A Kulcs, Szeged', 'eloadas_idopont', ['field_jegy_link' => [
      new FakeLink('/hu', 'Jegyvásárlás', 'internal:/'),
      new FakeLink('https://jegy.example.hu/a-kulcs', 'Jegyvásárlás', 'https://jegy.example.hu/a-kulcs'),
    ]]);
    $variables = ['field_name' => 'field_jegy_link', 'element' => ['#object' => $performance], 'items' => [
      ['content' => ['#type' => 'link', '#url' => 'url object', '#title' => 'Jegyvásárlás']],
      ['content' => ['#type' => 'link', '#url' => 'url object', '#title' => 'Jegyvásárlás']],
    ]];
    $this->hooks->preprocessTicketField($variables);
    $this->assertSame(['/', 'https://jegy.example.hu/a-kulcs'], array_column(array_column($variables['items'], 'content'), '#url'));
    $this->assertArrayNotHasKey('product', $variables);
  }

  /**
   * @dataProvider customBlocks
   */
  public function testCustomBlocksGetTheirTemplatesVariables(string $bundle, array $fields, array $expected): void {
    $variables = ['plugin_id' => "inline_block:$bundle", 'content' => ['#block_content' => new FakeEntity(1, 'Blokk', $bundle, $fields)]];
    $this->hooks->preprocessBlock($variables);
    $this->assertSame($expected, array_diff_key($variables, ['plugin_id' => 1, 'content' => 1]));
  }

  public static function customBlocks(): array {
    return [
      'counters' => ['counters', ['field_szamlalok' => ['48 | videós epizód']], ['counters' => [['count' => '48', 'text' => '48', 'label' => 'videós epizód']]]],
      'more items' => ['more_items', ['field_tobb_felirat' => ['További csomagok'], 'field_kevesebb_felirat' => []], ['text_more' => 'További csomagok', 'text_less' => 't(Show less)']],
      'video' => ['video', ['field_video' => [new FakeLink('https://vimeo.com/1', 'Bemutató')]], ['video' => ['src' => 'https://player.vimeo.com/video/1', 'title' => 'Bemutató', 'width' => 560, 'height' => 315]]],
      'video without an https address' => ['video', ['field_video' => [new FakeLink('http://vimeo.com/1')]], ['video' => NULL]],
      'video without a link' => ['video', [], ['video' => NULL]],
      'join me' => ['join_me', ['field_diak' => ["Cím\nSzöveg\nTovább | /hirlevel"]], ['slides' => [['title' => 'Cím', 'text' => 'Szöveg', 'url' => '/hirlevel', 'link_text' => 'Tovább']]]],
      'another type' => ['basic', ['body' => ['x']], []],
    ];
  }

  public function testTheExitPopUpAndThePhotoGallery(): void {
    $exit = ['plugin_id' => 'ouibounce_exit_modal_block', 'label' => 'Kilépés', 'configuration' => ['modal_title' => 'Várj!'], 'content' => []];
    $this->hooks->preprocessExitModalBlock($exit);
    $this->assertSame(['Várj!', [], []], [$exit['modal_title'], $exit['modal_body'], $exit['modal_footer']]);

    $image = (object) ['entity' => new class {

      public function getFileUri(): string {
        return 'public://eloadas/budapest.jpg';
      }

    }, 'alt' => 'Az előadóterem', 'width' => 1200, 'height' => 800, 'title' => 'Budapest'];
    $view = (object) ['result' => [(object) ['_entity' => new FakeEntity(30, 'Budapest', 'eloadas_kep', ['field_kep' => [$image]])], (object) []]];
    $gallery = ['plugin_id' => 'views_block:eloadas_kepek-block_1', 'content' => ['#view' => $view]];
    $this->hooks->preprocessPhotosBlock($gallery);
    $this->assertSame([['src' => '/sites/default/files/eloadas/budapest.jpg', 'alt' => 'Az előadóterem', 'width' => 1200, 'height' => 800, 'caption' => 'Budapest']], $gallery['images']);
  }

  public function testTheBundleFormFindsItsPackage(): void {
    $variables = ['element' => ['#form_id' => 'kurzus_bundle_form', '#id' => 'kurzus-bundle-form', 'nid' => ['#value' => 19], 'field_epizodok' => ['#options' => [6 => 'A Boldogság']]]];
    $this->hooks->preprocessBundleForm($variables);
    $this->assertSame(['nid' => 19, 'title' => '2+1 csomag', 'href' => '/csomagok/2-plusz-1', 'gift_href' => '/csomagok/2-plusz-1'], $variables['purchase']);

    // Older Drupal's function gets the same services, through the class resolver.
    $legacy = ['element' => $variables['element']];
    kurzus_preprocess_form__kurzus_bundle_form($legacy);
    $this->assertSame($variables['purchase'], $legacy['purchase']);
  }

  public function testTheThemesLayoutIsAResponsiveContainer(): void {
    $layout = static fn (string $id) => new class($id) {

      public function __construct(private string $id) {}

      public function id(): string {
        return $this->id;
      }

    };
    $container = ['layout' => $layout('kurzus_container'), 'settings' => ['label' => '']];
    kurzus_preprocess_layout($container);
    $this->assertTrue($container['settings']['responsive_container']);
    $onecol = ['layout' => $layout('layout_onecol'), 'settings' => []];
    kurzus_preprocess_layout($onecol);
    $this->assertSame([], $onecol['settings']);
  }

}
