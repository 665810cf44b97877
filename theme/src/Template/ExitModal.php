<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * The exit-intent pop-up's texts (block--ouibounce-exit-modal-block.html.twig) from the exit-modal block's
 * settings: modal_title (plain text), modal_body and modal_footer (formatted text, {value, format}).
 */
final class ExitModal {

  /**
   * {modal_title, modal_body, modal_footer}; the title falls back to the block's label.
   *
   * Formatted text goes through its text format's filters (processed_text), plain text is printed as text:
   * what an editor writes there is never printed as raw markup.
   */
  public static function variables(array $configuration, string $label): array {
    $title = trim((string) ($configuration['modal_title'] ?? ''));
    return [
      'modal_title' => $title === '' ? $label : $title,
      'modal_body' => self::text($configuration['modal_body'] ?? NULL),
      'modal_footer' => self::text($configuration['modal_footer'] ?? NULL),
    ];
  }

  /**
   * A render array for formatted or plain text; empty for none.
   */
  private static function text(mixed $text): array {
    if (is_array($text) && isset($text['value'])) {
      return ['#type' => 'processed_text', '#text' => (string) $text['value'], '#format' => $text['format'] ?? NULL];
    }
    return is_string($text) && trim($text) !== '' ? ['#plain_text' => $text] : [];
  }

}
