<?php

declare(strict_types=1);

namespace Drupal\kurzus_frontend\Form;

use Drupal\Core\Form\ConfigFormBase;
use Drupal\Core\Form\FormStateInterface;
use Drupal\kurzus_frontend\SettingsElements;

/**
 * Configuration › User interface › Kurzus front end: the build, its pages and the settings the bundle reads.
 *
 * Each element names the config value it edits (#config_target): ConfigFormBase fills in the saved value,
 * validates it against the schema, and saves it.
 */
final class SettingsForm extends ConfigFormBase {

  public function getFormId(): string {
    return 'kurzus_frontend_settings';
  }

  protected function getEditableConfigNames(): array {
    return [SettingsElements::CONFIG];
  }

  public function buildForm(array $form, FormStateInterface $form_state): array {
    return parent::buildForm(SettingsElements::elements($this->t(...)) + $form, $form_state);
  }

}
