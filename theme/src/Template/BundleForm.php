<?php

declare(strict_types=1);

namespace Drupal\kurzus\Template;

/**
 * The '2+1' package form's variables (form--kurzus-bundle-form.html.twig) from the form the kurzus module
 * builds (form id kurzus_bundle_form): its episodes checkboxes (field_epizodok: value = the episode's node
 * id, label = its title), a value element nid (the package's node id) and core's hidden elements.
 */
final class BundleForm {

  /** Core's hidden elements the template prints as they are. */
  private const HIDDEN = ['form_build_id', 'form_token', 'form_id'];

  /**
   * The template's variables.
   *
   * @param array $form
   *   The form's render element.
   * @param array $package
   *   The package: {title, url} (its page: where the buttons go without JavaScript).
   */
  public static function variables(array $form, array $package): array {
    $nid = (int) ($form['nid']['#value'] ?? 0);
    $episodes = [];
    foreach ($form['field_epizodok']['#options'] ?? [] as $value => $label) {
      $episodes[] = ['value' => $value, 'label' => $label];
    }
    return [
      'nid' => $nid,
      'html_id' => (string) ($form['#id'] ?? 'kurzus-bundle-form'),
      'legend' => $form['field_epizodok']['#title'] ?? '',
      'episodes' => $episodes,
      'purchase' => ['nid' => $nid, 'title' => $package['title'], 'href' => $package['url'], 'gift_href' => $package['url']],
      'hidden' => array_intersect_key($form, array_flip(self::HIDDEN)),
    ];
  }

}
