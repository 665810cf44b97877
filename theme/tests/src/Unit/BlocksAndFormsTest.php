<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus\Unit;

use Drupal\kurzus\Template\BundleForm;
use Drupal\kurzus\Template\ExitModal;
use Drupal\kurzus\Template\Gallery;
use Drupal\Tests\UnitTestCase;

final class BlocksAndFormsTest extends UnitTestCase {

  public function testTheExitPopUpsTextsGoThroughTheirFormats(): void {
    $this->assertSame([
      'modal_title' => 'Várj még egy pillanatra!',
      'modal_body' => ['#type' => 'processed_text', '#text' => '<p>Iratkozz fel!</p>', '#format' => 'basic_html'],
      'modal_footer' => ['#plain_text' => 'Köszönöm, most nem kérem'],
    ], ExitModal::variables([
      'modal_title' => 'Várj még egy pillanatra!',
      'modal_body' => ['value' => '<p>Iratkozz fel!</p>', 'format' => 'basic_html'],
      'modal_footer' => 'Köszönöm, most nem kérem',
    ], 'Kilépési ablak'));
  }

  public function testTheExitPopUpWithoutTextsIsTitledByItsBlock(): void {
    $this->assertSame(['modal_title' => 'Kilépési ablak', 'modal_body' => [], 'modal_footer' => []], ExitModal::variables(['modal_title' => ' '], 'Kilépési ablak'));
  }

  public function testTheBundleFormsVariables(): void {
    $form = [
      '#form_id' => 'kurzus_bundle_form',
      '#id' => 'kurzus-bundle-form',
      'nid' => ['#type' => 'value', '#value' => '19'],
      'field_epizodok' => ['#type' => 'checkboxes', '#title' => 'Válassz ki két epizódot', '#options' => [6 => 'A Boldogság', 7 => 'A Siker', 8 => 'A Megoldás', 4 => 'A Kulcs']],
      'form_build_id' => ['#type' => 'hidden', '#value' => 'form-x'],
      'form_id' => ['#type' => 'hidden', '#value' => 'kurzus_bundle_form'],
      'actions' => ['#type' => 'actions'],
    ];
    $variables = BundleForm::variables($form, ['title' => '2+1 csomag', 'url' => '/csomagok/2-plusz-1']);
    $this->assertSame(19, $variables['nid']);
    $this->assertSame('kurzus-bundle-form', $variables['html_id']);
    $this->assertSame('Válassz ki két epizódot', $variables['legend']);
    $this->assertSame([6, 7, 8, 4], array_column($variables['episodes'], 'value'));
    $this->assertSame(['value' => 4, 'label' => 'A Kulcs'], $variables['episodes'][3]);
    $this->assertSame(['nid' => 19, 'title' => '2+1 csomag', 'href' => '/csomagok/2-plusz-1', 'gift_href' => '/csomagok/2-plusz-1'], $variables['purchase']);
    $this->assertSame(['form_build_id', 'form_id'], array_keys($variables['hidden']));
  }

  public function testTheGallerysImages(): void {
    $this->assertSame([
      ['src' => '/files/budapest.jpg', 'alt' => 'Az előadóterem', 'width' => 480, 'height' => 320, 'caption' => 'Budapest, 2025 tavasza'],
      ['src' => '/files/pecs.jpg', 'alt' => '', 'width' => NULL, 'height' => NULL, 'caption' => 'Pécs'],
    ], Gallery::fromValues([
      ['src' => '/files/budapest.jpg', 'alt' => 'Az előadóterem', 'width' => '480', 'height' => 320, 'title' => 'Budapest, 2025 tavasza', 'label' => 'Budapest'],
      ['src' => '/files/pecs.jpg', 'title' => '', 'label' => 'Pécs'],
      ['src' => NULL, 'label' => 'A file that is gone'],
    ]));
  }

}
