<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus_frontend\Unit;

use Drupal\kurzus_frontend\SettingsElements;
use Drupal\Tests\UnitTestCase;

/**
 * The settings form's elements: what each edits, labels, bounds, and the Hungarian of every label.
 *
 * @coversDefaultClass \Drupal\kurzus_frontend\SettingsElements
 * @group kurzus_frontend
 */
final class SettingsElementsTest extends UnitTestCase {

  private const VALUES = [
    'kurzus' => [
      'purchase' => ['gift_provider_enabled' => FALSE],
      'breakpoint' => 992,
      'scroll_marker' => ['threshold' => 50],
      'exit_intent' => ['sensitivity' => 20, 'custom_behavior' => 0],
    ],
    'colorbox' => ['loop' => TRUE, 'mobiledetect' => TRUE, 'mobiledevicewidth' => '480px'],
  ];

  /**
   * The form's input elements, by the config value they edit (kurzus_frontend.settings:<key>).
   */
  private static function inputs(array $elements): array {
    $inputs = [];
    foreach ($elements as $key => $element) {
      if (is_array($element) && !str_starts_with((string) $key, '#')) {
        $inputs += isset($element['#config_target']) ? [$element['#config_target'] => $element] : self::inputs($element);
      }
    }
    return $inputs;
  }

  public function testEachFieldEditsItsConfigValue(): void {
    $inputs = self::inputs(SettingsElements::elements('t'));
    // Two for the bundle, eighteen for the settings the bundle reads (config/install: one field each).
    $this->assertCount(20, $inputs);
    $this->assertSame(['bundle', 'bundle-classic'], array_keys($inputs['kurzus_frontend.settings:build']['#options']));
    $this->assertSame(['visitor', 'all', 'none'], array_keys($inputs['kurzus_frontend.settings:pages']['#options']));
    $this->assertSame('checkbox', $inputs['kurzus_frontend.settings:drupal_settings.kurzus.purchase.gift_provider_enabled']['#type']);
    $this->assertSame('number', $inputs['kurzus_frontend.settings:drupal_settings.kurzus.scroll_marker.threshold']['#type']);
    $this->assertSame('textfield', $inputs['kurzus_frontend.settings:drupal_settings.colorbox.mobiledevicewidth']['#type']);
    $this->assertSame('select', $inputs['kurzus_frontend.settings:drupal_settings.kurzus.exit_intent.custom_behavior']['#type']);
  }

  public function testLabelsAreTranslatableAndNumbersBounded(): void {
    $form = SettingsElements::elements('t');
    $inputs = self::inputs($form);
    $this->assertSame('t(Image lightbox)', $form['kurzus_lightbox']['#title']);
    $this->assertSame('t(Desktop layout from (px))', $inputs['kurzus_frontend.settings:drupal_settings.kurzus.breakpoint']['#title']);
    $this->assertSame(1, $inputs['kurzus_frontend.settings:drupal_settings.kurzus.breakpoint']['#min']);
    $this->assertSame(0, $inputs['kurzus_frontend.settings:drupal_settings.kurzus.scroll_marker.threshold']['#min']);
    $this->assertTrue($inputs['kurzus_frontend.settings:drupal_settings.kurzus.exit_intent.timer']['#required']);
    $this->assertSame(['t(No, only when the pointer leaves the window)', 't(On the first scroll up)', 't(After a delay)'], $inputs['kurzus_frontend.settings:drupal_settings.kurzus.exit_intent.custom_behavior']['#options']);
  }

  /**
   * @dataProvider widths
   */
  public function testTheSmallScreenWidthIsACssLength(string $width, bool $valid): void {
    $pattern = self::inputs(SettingsElements::elements('t'))['kurzus_frontend.settings:drupal_settings.colorbox.mobiledevicewidth']['#pattern'];
    // Drupal checks #pattern against the whole value, as the browser does.
    $this->assertSame($valid, (bool) preg_match('{^(?:' . $pattern . ')$}', $width));
  }

  public static function widths(): array {
    return [['480px', TRUE], ['30em', TRUE], ['37.5rem', TRUE], ['480', FALSE], ['480px;color:red', FALSE], ['', FALSE]];
  }

  public function testEveryLabelHasItsHungarian(): void {
    $strings = [];
    SettingsElements::elements(static function (string $string) use (&$strings): string {
      $strings[] = $string;
      return $string;
    });
    $hungarian = self::translations();
    foreach (array_unique($strings) as $string) {
      $this->assertNotEmpty($hungarian[''][$string] ?? '', "No Hungarian for '$string' in hu.po");
    }
  }

  /**
   * The module's hu.po as [context][English] => Hungarian (one-line entries, as the file writes them).
   */
  private static function translations(): array {
    $translations = [];
    foreach (preg_split('/\n\s*\n/', (string) file_get_contents(__DIR__ . '/../../../translations/hu.po')) as $entry) {
      preg_match_all('/^(msgctxt|msgid|msgstr) "((?:[^"\\\\]|\\\\.)*)"$/m', $entry, $lines, PREG_SET_ORDER);
      $fields = [];
      foreach ($lines as [, $name, $text]) {
        $fields[$name] = stripcslashes($text);
      }
      if (isset($fields['msgid'], $fields['msgstr'])) {
        $translations[$fields['msgctxt'] ?? ''][$fields['msgid']] = $fields['msgstr'];
      }
    }
    return $translations;
  }

  public function testSavedSettingsComeOverTheDefaults(): void {
    $this->assertSame(self::VALUES, SettingsElements::values(self::VALUES, NULL));
    $values = SettingsElements::values(self::VALUES, ['kurzus' => ['breakpoint' => 1024], 'colorbox' => ['loop' => FALSE]]);
    $this->assertSame(1024, $values['kurzus']['breakpoint']);
    $this->assertFalse($values['colorbox']['loop']);
    $this->assertSame('480px', $values['colorbox']['mobiledevicewidth']);
  }

}
