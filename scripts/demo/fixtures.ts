import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { injectDrupalCore } from './drupal-core.ts';
import { sendHtml, type Route } from './http.ts';
import { notFound } from './static.ts';
import { applySwitches, readSwitches, rememberDelay } from './switches.ts';
import { buildVersion, withBuildVersion } from './versions.ts';
import { withComponentStyles } from './components.ts';

export interface Fixture {
  readonly url: string;
  /** The page's own `<title>`, as text. */
  readonly title: string;
}

const fixtureName = /^[A-Za-z0-9_-]+\.html$/;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const titleOf = (html: string) =>
  /<title>([\s\S]*?)<\/title>/i
    .exec(html)?.[1]
    ?.trim()
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name]!);

/** Every page in `<root>/fixtures`, by file name. */
export async function listFixtures(root: string): Promise<Fixture[]> {
  const directory = path.join(root, 'fixtures');
  const files = (await readdir(directory).catch(() => [])).filter((file) => fixtureName.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const title = titleOf(await readFile(path.join(directory, file), 'utf8'));
      return { url: `/fixtures/${file}`, title: title || file };
    }),
  );
}

/**
 * A fixture page as it is (the bundle boots its own host), or with `?host=drupal` with Drupal core's
 * scripts added before the bundle, as Drupal would print them; `&core=form` adds core/drupal.form's too.
 * The theme's files carry the build's version, as Drupal prints them.
 * The demo's other switches (switches.ts) change its settings, its in-page errors and the network's speed.
 */
export function fixtureRoute(root: string): Route {
  return {
    method: 'GET',
    path: /^\/fixtures\/([A-Za-z0-9_-]+\.html)$/,
    handle: async ({ params: [file = ''], query, incoming }, response) => {
      const html = await readFile(path.join(root, 'fixtures', file), 'utf8').catch(() => undefined);
      if (html === undefined) return notFound(response);
      const switches = readSwitches(query);
      const host = switches.drupal ? injectDrupalCore(html, { form: query.get('core') === 'form' }) : html;
      rememberDelay(incoming, response, switches);
      const theme = path.join(root, 'theme');
      sendHtml(response, 200, applySwitches(withBuildVersion(withComponentStyles(host, theme), buildVersion(theme)), file, switches));
    },
  };
}
