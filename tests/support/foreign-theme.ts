import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { coreScripts } from '../../scripts/demo/drupal-core.ts';
import { bundleAssets } from '../../scripts/twig/page.ts';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const moduleFile = (file: string) => readFileSync(path.join(repository, 'module', file), 'utf8');

const SETTINGS_SCRIPT = /(<script type="application\/json" data-drupal-selector="drupal-settings-json">)(.*?)(<\/script>)/;

/**
 * The page's drupalSettings with the module's install settings added where the page has none, by the module's
 * own PageSettings::fill() (its hook_page_attachments_alter()).
 */
function withModuleSettings(settings: unknown): unknown {
  const { drupal_settings: defaults } = load(moduleFile('config/install/kurzus_frontend.settings.yml')) as { drupal_settings: unknown };
  const script = `require 'module/src/PageSettings.php';
    [$page, $module] = json_decode(stream_get_contents(STDIN), TRUE);
    echo json_encode(Drupal\\kurzus_frontend\\PageSettings::fill($page, $module));`;
  return JSON.parse(
    execFileSync('php', ['-r', script], { cwd: repository, input: JSON.stringify([settings, defaults]), encoding: 'utf8' }),
  );
}

/**
 * A page a real Drupal site printed in another theme (fixtures/captured/*-olivero: core's Olivero, no Kurzus),
 * as that site prints it once the Kurzus front end module is enabled: the module's bundle library added (its
 * stylesheet where the site's stylesheets were, unless `css` is false; its scripts after core's, which the
 * demo imitates as on its `?host=drupal` pages) and its settings in drupalSettings. The site's own files are
 * not kept: its aggregated stylesheets and scripts, and the theme's font preloads, are left out.
 */
export function withModule(html: string, { css = true } = {}): string {
  const bundle = bundleAssets({
    libraries: moduleFile('kurzus_frontend.libraries.yml'),
    settings: moduleFile('config/install/kurzus_frontend.settings.yml'),
  });
  const scripts = [...coreScripts.map(({ url }) => `<script src="${url}"></script>`), ...bundle.js].join('\n');
  return html
    .replace(/<link (?=[^>]*rel="preload")(?=[^>]*href="\/core\/themes\/)[^>]*>\n?/g, '')
    .replace(/(?:<link rel="stylesheet"[^>]*\/sites\/default\/files\/css\/[^>]*>\s*)+/, () => (css ? bundle.css.join('\n') + '\n' : ''))
    .replace(/<script src="\/sites\/default\/files\/js\/[^"]*"><\/script>/, () => scripts)
    .replace(
      SETTINGS_SCRIPT,
      (_match, open: string, json: string, close: string) =>
        open + JSON.stringify(withModuleSettings(JSON.parse(json))).replace(/</g, '\\u003C') + close,
    );
}
