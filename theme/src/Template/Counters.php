<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * The counters block's numbers (block--inline-block--counters.html.twig) from the editor's lines, one per
 * counter: the number as the site writes it, a vertical bar, what it counts ("12 500 | tanuló",
 * "98% | ajánlaná másnak is", "4,9 | átlagos értékelés").
 */
final class Counters extends EditorList {

  /**
   * One line of the block's field_szamlalok as {count, text, label}; NULL without a number before the bar.
   */
  public static function item(mixed $value): ?array {
    [$text, $label] = array_map('trim', explode('|', (string) $value, 2)) + [1 => ''];
    $count = self::count($text);
    // The number never breaks across lines: spaces between its digits become no-break spaces.
    return $count === NULL ? NULL : ['count' => $count, 'text' => preg_replace('/(?<=\d) (?=\d)/u', "\u{00A0}", $text), 'label' => $label];
  }

  /**
   * The target of a number as Hungarian writes it, with a dot before decimals (what data-count wants).
   *
   * A comma is the decimal sign and dots or spaces group thousands ("12 500", "1.250", "4,9"); without a
   * comma, a dot followed by three digits groups thousands, any other dot is a decimal point ("4.9").
   */
  public static function count(string $text): ?string {
    $number = preg_replace('/[^\d.,]/u', '', $text);
    if (!preg_match('/\d/', $number)) {
      return NULL;
    }
    if (str_contains($number, ',')) {
      $number = str_replace(['.', ','], ['', '.'], $number);
    }
    elseif (preg_match('/^\d{1,3}(\.\d{3})+$/', $number)) {
      $number = str_replace('.', '', $number);
    }
    return is_numeric($number) ? $number : NULL;
  }

}
