<?php

declare(strict_types=1);

namespace Drupal\Tests\kurzus\Unit;

use Drupal\kurzus\Template\Counters;
use Drupal\kurzus\Template\SafeUrl;
use Drupal\kurzus\Template\Slides;
use Drupal\kurzus\Template\TicketLink;
use Drupal\kurzus\Template\Trailers;
use Drupal\kurzus\Template\Video;
use Drupal\Tests\UnitTestCase;

/**
 * What editors write in the custom blocks' fields, read into the templates' variables. Editor text is
 * hostile: only web addresses reach a link or an embed.
 *
 * @group kurzus
 */
final class EditorTextTest extends UnitTestCase {

  public function testCountersFromTheEditorsLines(): void {
    $this->assertSame([
      ['count' => '12500', 'text' => "12\u{00A0}500", 'label' => 'tanuló'],
      ['count' => '48', 'text' => '48', 'label' => 'videós epizód'],
      ['count' => '98', 'text' => '98%', 'label' => 'ajánlaná másnak is'],
      ['count' => '4.9', 'text' => '4,9', 'label' => 'átlagos értékelés az ötből'],
    ], Counters::fromValues(['12 500 | tanuló', '48|videós epizód', ' 98% | ajánlaná másnak is ', '4,9 | átlagos értékelés az ötből']));
  }

  /**
   * @dataProvider numbers
   */
  public function testACountIsTheNumberAsDataCountWantsIt(string $text, ?string $count): void {
    $this->assertSame($count, Counters::count($text));
  }

  public static function numbers(): array {
    return [
      'thousands with a dot' => ['1.250', '1250'],
      'thousands and decimals' => ['1.250,5', '1250.5'],
      'a decimal point' => ['4.9', '4.9'],
      'a no-break space' => ["12\u{00A0}500", '12500'],
      'a plus sign' => ['300+', '300'],
      'no number' => ['sok', NULL],
      'two decimal signs' => ['1,2,3', NULL],
    ];
  }

  public function testALineWithoutANumberIsLeftOut(): void {
    $this->assertSame([['count' => '3', 'text' => '3', 'label' => '']], Counters::fromValues(['sok | tanuló', '', '3']));
  }

  public function testSlidesFromTheEditorsValues(): void {
    $this->assertSame([
      [
        'title' => 'Iratkozz fel a hírlevelemre',
        'text' => 'Havonta egy levél új gondolatokkal. És az előadások időpontjaival.',
        'url' => '/hirlevel',
        'link_text' => 'Feliratkozom a hírlevélre',
      ],
      ['title' => 'Tanulj velem online', 'text' => '', 'url' => 'https://kurzus.example.hu/', 'link_text' => 'Megnézem'],
    ], Slides::fromValues([
      "Iratkozz fel a hírlevelemre\r\nHavonta egy levél új gondolatokkal.\nÉs az előadások időpontjaival.\n\nFeliratkozom a hírlevélre | /hirlevel",
      "Tanulj velem online\nMegnézem | https://kurzus.example.hu/",
    ]));
  }

  public function testASlideWithoutAWebLinkIsLeftOut(): void {
    $this->assertSame([], Slides::fromValues([
      "Cím\nSzöveg\nKattints | javascript:alert(1)",
      "Cím\nSzöveg\nKattints | //evil.example/",
      "Cím\nSzöveg csak, link nélkül",
      "Cím\n | /hirlevel",
      'Egyetlen sor | /hirlevel',
    ]));
  }

  /**
   * @dataProvider addresses
   */
  public function testOnlyWebAddressesPass(string $url, bool $passes): void {
    $this->assertSame($passes ? trim($url) : NULL, SafeUrl::web($url));
  }

  public static function addresses(): array {
    return [
      ['https://vimeo.com/76979871', TRUE],
      ['HTTP://example.hu/x', TRUE],
      [' /kurzusok ', TRUE],
      ['javascript:alert(1)', FALSE],
      [' JavaScript:alert(1)', FALSE],
      ['data:text/html,<script>', FALSE],
      ['//evil.example/', FALSE],
      ['/\\evil.example/', FALSE],
      ['kurzusok', FALSE],
      ['https://', FALSE],
      ['', FALSE],
    ];
  }

  public function testAVimeoPageBecomesItsPlayer(): void {
    $this->assertSame(
      ['src' => 'https://player.vimeo.com/video/76979871', 'title' => 'Bemutató', 'width' => 560, 'height' => 315],
      Video::embed('https://vimeo.com/76979871', 'Bemutató'),
    );
    $this->assertSame('https://player.vimeo.com/video/1084537', Video::embed('https://player.vimeo.com/video/1084537', '')['src']);
    $this->assertSame('https://player.vimeo.com/video/148751763', Video::embed('https://vimeo.com/channels/staffpicks/148751763/', '')['src']);
    $this->assertSame('/media/bemutato', Video::embed('/media/bemutato', '')['src']);
    $this->assertNull(Video::embed('http://vimeo.com/76979871', ''));
    $this->assertNull(Video::embed('//evil.example/player', ''));
    $this->assertNull(Video::embed('javascript:alert(1)', ''));
  }

  public function testTheFrontPageIsATicketLinkOfSlash(): void {
    $this->assertSame('/', TicketLink::href('internal:/', '/hu'));
    $this->assertSame('/', TicketLink::href('route:<front>', '/hu'));
    $this->assertSame('/hu/eloadasok', TicketLink::href('internal:/eloadasok', '/hu/eloadasok'));
    $this->assertSame('https://jegy.example.hu/x', TicketLink::href('https://jegy.example.hu/x', 'https://jegy.example.hu/x'));
  }

  public function testTrailerLinks(): void {
    $this->assertSame(
      ['url' => 'https://vimeo.com/76979871', 'title' => 'A Boldogság – előzetes', 'text' => 'A Boldogság – előzetes'],
      Trailers::item('https://vimeo.com/76979871', ' A Boldogság – előzetes '),
    );
    $this->assertSame(['url' => 'https://vimeo.com/1', 'title' => '', 'text' => 'https://vimeo.com/1'], Trailers::item('https://vimeo.com/1', ''));
    $this->assertNull(Trailers::item('javascript:alert(1)', 'x'));
  }

}
