<?php

/**
 * @file
 * The theme's settings form (Appearance › Settings › Kurzus): the site-level settings the bundle reads.
 */

use Drupal\Component\Serialization\Yaml;
use Drupal\Core\Form\FormStateInterface;
use Drupal\kurzus\SettingsForm;
use Drupal\kurzus\ThemeSetting;

/**
 * Implements hook_form_FORM_ID_alter() for system_theme_settings.
 */
function kurzus_form_system_theme_settings_alter(array &$form, FormStateInterface $form_state): void {
  // The theme whose settings these are: Kurzus, or a sub-theme of it.
  $theme = $form_state->getBuildInfo()['args'][0] ?? 'kurzus';
  $defaults = Yaml::decode((string) file_get_contents(__DIR__ . '/config/install/kurzus.settings.yml'));
  $saved = ThemeSetting::get('drupal_settings', $theme);
  $form += SettingsForm::elements(SettingsForm::values($defaults['drupal_settings'], $saved), 't');
}
