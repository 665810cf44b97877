<?php

declare(strict_types=1);

namespace Drupal\kurzus\Tests;

use Drupal\kurzus\SettingsForm;
use PHPUnit\Framework\TestCase;

final class SettingsFormTest extends TestCase {

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
   * The form's input elements, by the settings path their value is saved at.
   */
  private static function inputs(array $elements): array {
    $inputs = [];
    foreach ($elements as $key => $element) {
      if (is_array($element) && !str_starts_with((string) $key, '#')) {
        $inputs += isset($element['#parents']) ? [implode('.', $element['#parents']) => $element] : self::inputs($element);
      }
    }
    return $inputs;
  }

  public function testEachFieldSavesAtItsDrupalSettingsPath(): void {
    $inputs = self::inputs(SettingsForm::elements(self::VALUES, 't'));
    $this->assertSame(FALSE, $inputs['drupal_settings.kurzus.purchase.gift_provider_enabled']['#default_value']);
    $this->assertSame(992, $inputs['drupal_settings.kurzus.breakpoint']['#default_value']);
    $this->assertSame(50, $inputs['drupal_settings.kurzus.scroll_marker.threshold']['#default_value']);
    $this->assertSame('480px', $inputs['drupal_settings.colorbox.mobiledevicewidth']['#default_value']);
    $this->assertSame(0, $inputs['drupal_settings.kurzus.exit_intent.custom_behavior']['#default_value']);
    $this->assertCount(18, $inputs);
    // A value the theme has no setting for yet shows empty, never another field's value.
    $this->assertNull($inputs['drupal_settings.kurzus.exit_intent.timer']['#default_value']);
  }

  public function testLabelsAreTranslatableAndNumbersBounded(): void {
    $form = SettingsForm::elements(self::VALUES, 't');
    $inputs = self::inputs($form);
    $this->assertSame('t(Image lightbox)', $form['kurzus_lightbox']['#title']);
    $this->assertSame('t(Desktop layout from (px))', $inputs['drupal_settings.kurzus.breakpoint']['#title']);
    $this->assertSame(1, $inputs['drupal_settings.kurzus.breakpoint']['#min']);
    $this->assertSame(0, $inputs['drupal_settings.kurzus.scroll_marker.threshold']['#min']);
    $this->assertTrue($inputs['drupal_settings.kurzus.exit_intent.timer']['#required']);
    $this->assertSame(['t(No, only when the pointer leaves the window)', 't(On the first scroll up)', 't(After a delay)'], $inputs['drupal_settings.kurzus.exit_intent.custom_behavior']['#options']);
  }

  /**
   * @dataProvider widths
   */
  public function testTheSmallScreenWidthIsACssLength(string $width, bool $valid): void {
    $pattern = self::inputs(SettingsForm::elements(self::VALUES, 't'))['drupal_settings.colorbox.mobiledevicewidth']['#pattern'];
    // Drupal checks #pattern against the whole value, as the browser does.
    $this->assertSame($valid, (bool) preg_match('{^(?:' . $pattern . ')$}', $width));
  }

  public static function widths(): array {
    return [['480px', TRUE], ['30em', TRUE], ['37.5rem', TRUE], ['480', FALSE], ['480px;color:red', FALSE], ['', FALSE]];
  }

  public function testEveryLabelHasItsHungarian(): void {
    $strings = [];
    SettingsForm::elements(self::VALUES, static function (string $string) use (&$strings): string {
      $strings[] = $string;
      return $string;
    });
    $hungarian = self::translations();
    foreach (array_unique($strings) as $string) {
      $this->assertNotEmpty($hungarian[''][$string] ?? '', "No Hungarian for '$string' in hu.po");
    }
    // The more-items link's labels where its block leaves them empty (KurzusHooks).
    $this->assertSame(['Továbbiak', 'Kevesebb'], [$hungarian['']['Show more'] ?? NULL, $hungarian['']['Show less'] ?? NULL]);
  }

  /**
   * The theme's hu.po as [context][English] => Hungarian (one-line entries, as the file writes them).
   */
  private static function translations(): array {
    $translations = [];
    foreach (preg_split('/\n\s*\n/', (string) file_get_contents(__DIR__ . '/../../theme/translations/hu.po')) as $entry) {
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
    $this->assertSame(self::VALUES, SettingsForm::values(self::VALUES, NULL));
    $values = SettingsForm::values(self::VALUES, ['kurzus' => ['breakpoint' => 1024], 'colorbox' => ['loop' => FALSE]]);
    $this->assertSame(1024, $values['kurzus']['breakpoint']);
    $this->assertFalse($values['colorbox']['loop']);
    $this->assertSame('480px', $values['colorbox']['mobiledevicewidth']);
  }

}
