// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureHtml } from '../../scripts/demo/fixtures.ts';
import { createDemoServer } from '../../scripts/demo/server.ts';
import { useDemoServer } from '../support/demo-server.ts';

const base = useDemoServer();

const get = (path: string, init?: RequestInit) => fetch(base() + path, { redirect: 'manual', ...init });

/** Sends the path exactly as written: fetch would resolve `..` and `%2e%2e` before sending. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: new URL(base()).port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

describe('demo server', () => {
  it('lists every fixture on the index, standalone and under the Drupal-like host', async () => {
    const response = await get('/');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="hu" dir="ltr">');
    expect(html).toContain('<a href="/fixtures/performances.html">Előadások | Kurzus</a>');
    expect(html).toContain('<a href="/fixtures/performances.html?host=drupal">Drupal-szerű környezetben</a>');
    expect(html).toContain('<a href="/allapot">');
  });

  it("serves a fixture as its templates render it; once built, the module's and the theme's files carry the build's version, as Drupal prints them", async () => {
    // A root of its own: module/dist/build.json exists only after a build.
    const root = await mkdtemp(path.join(tmpdir(), 'kurzus-demo-'));
    const file = fixtureHtml('performances')!;
    expect(file).toMatch(/^\s*<!DOCTYPE html>/);
    expect(file).toContain('<table class="performances cols-5">');
    const server = createDemoServer({ root });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const page = () =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/fixtures/performances.html`).then((response) => response.text());
    try {
      expect(await page()).toBe(file);
      await mkdir(path.join(root, 'module/dist'), { recursive: true });
      await writeFile(path.join(root, 'module/dist/build.json'), JSON.stringify({ version: '0123456789abcdef' }));
      const versioned = await page();
      expect(versioned).toContain(
        '<script src="/modules/custom/kurzus_frontend/dist/esm/kurzus.js?v=0123456789abcdef" type="module"></script>',
      );
      expect(versioned).toContain('href="/modules/custom/kurzus_frontend/css/kurzus.css?v=0123456789abcdef"');
      expect(versioned.replaceAll('?v=0123456789abcdef', '')).toBe(file);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await rm(root, { recursive: true, force: true });
    }
  });

  it('with ?host=drupal puts core scripts before the bundle, in Drupal order', async () => {
    const html = await (await get('/fixtures/performances.html?host=drupal')).text();
    const order = [
      '<script type="application/json" data-drupal-selector="drupal-settings-json">',
      '<script src="/core/assets/vendor/once/once.min.js"></script>',
      '<script src="/core/misc/drupalSettingsLoader.js"></script>',
      '<script src="/core/misc/drupal.js"></script>',
      '<script src="/core/misc/drupal.init.js"></script>',
      '<script src="/modules/custom/kurzus_frontend/dist/esm/kurzus.js',
    ].map((tag) => html.indexOf(tag));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('serves the core scripts as JavaScript', async () => {
    for (const path of [
      '/core/assets/vendor/once/once.min.js',
      '/core/misc/drupalSettingsLoader.js',
      '/core/misc/drupal.js',
      '/core/misc/drupal.init.js',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    }
  });

  it("serves the module's and the theme's files with their content type, and 404 for missing ones", async () => {
    // A root of its own: module/dist and theme/css exist only after a build.
    const root = await mkdtemp(path.join(tmpdir(), 'kurzus-demo-'));
    const files: Record<string, string> = {
      'module/css/kurzus.css': 'text/css; charset=utf-8',
      'module/dist/esm/kurzus.js': 'text/javascript; charset=utf-8',
      'module/dist/sizes.json': 'application/json; charset=utf-8',
      'theme/kurzus.info.yml': 'text/plain; charset=utf-8',
      'theme/logo.svg': 'image/svg+xml',
    };
    for (const file of Object.keys(files)) {
      await mkdir(path.join(root, path.dirname(file)), { recursive: true });
      await writeFile(path.join(root, file), file);
    }
    const themeServer = createDemoServer({ root });
    await new Promise<void>((resolve) => themeServer.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(themeServer.address() as AddressInfo).port}`;
    const address = (file: string) =>
      file.startsWith('theme/')
        ? `/themes/custom/kurzus/${file.slice('theme/'.length)}`
        : `/modules/custom/kurzus_frontend/${file.slice('module/'.length)}`;
    try {
      for (const [file, type] of Object.entries(files)) {
        const response = await fetch(base + address(file));
        expect(response.status, file).toBe(200);
        expect(response.headers.get('content-type'), file).toBe(type);
        expect(await response.text()).toBe(file);
      }
      expect((await fetch(base + address('module/dist/nincs-ilyen.js'))).status).toBe(404);
    } finally {
      await new Promise((resolve) => themeServer.close(resolve));
      await rm(root, { recursive: true, force: true });
    }
  });

  it.each([
    '/themes/custom/kurzus/../../package.json',
    '/themes/custom/kurzus/%2e%2e/%2e%2e/package.json',
    '/themes/custom/kurzus/..%2f..%2fpackage.json',
    '/themes/custom/kurzus/%2E%2E%5C%2E%2E%5Cpackage.json',
    '/fixtures/assets/../../package.json',
  ])('refuses the traversal %s', async (path) => {
    const { status, body } = await rawGet(path);
    expect(status).toBe(403);
    expect(body).not.toContain('"devDependencies"');
  });

  it('records a page view with the exact url and answers 204 with no body', async () => {
    const url = 'http://127.0.0.1/eloadasok?utm_source=teszt&x=á b#rész';
    const response = await get(`/ajax/page-view?url=${encodeURIComponent(url)}`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const status = (await (await get('/allapot.json')).json()) as { pageViews: { url: string; at: string }[] };
    const view = status.pageViews.find((entry) => entry.url === url);
    expect(view).toBeDefined();
    expect(Number.isNaN(Date.parse(view!.at))).toBe(false);
    expect(await (await get('/allapot')).text()).toContain('http://127.0.0.1/eloadasok?utm_source=teszt&amp;x=á b#rész');
  });

  it('adds to the cart with 303 See Other to /kosar, and keeps one cart per visitor', async () => {
    const first = await get('/add-to-cart/6');
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/kosar');
    const alice = cookieOf(first);
    expect(alice).toMatch(/^kurzus_demo_cart=[0-9a-f]{32}$/);
    await get('/add-to-cart/6', { headers: { cookie: alice } });
    const bob = cookieOf(await get('/add-to-cart/12'));
    expect(bob).not.toBe(alice);

    const aliceCart = await (await get('/kosar', { headers: { cookie: alice } })).text();
    expect(aliceCart).toContain('<h1>Kosár</h1>');
    expect(aliceCart).toContain('data-variation-id="6" data-quantity="2">2+1 csomag: A Boldogság + A Siker + A Kulcs');
    expect(aliceCart).not.toContain('data-variation-id="12"');
    const bobCart = await (await get('/kosar', { headers: { cookie: bob } })).text();
    expect(bobCart).toContain('2+1 csomag: A Siker + A Megoldás + A Kulcs (ajándék)');
    expect(bobCart).not.toContain('data-variation-id="6"');

    const status = (await (await get('/allapot.json', { headers: { cookie: bob } })).json()) as { cart: unknown };
    expect(status.cart).toEqual({ items: [{ id: 12, name: '2+1 csomag: A Siker + A Megoldás + A Kulcs (ajándék)', quantity: 1 }] });
  });

  it('shows an empty cart to a new visitor, and empties a cart on POST /kosar/urites', async () => {
    expect(await (await get('/kosar')).text()).toContain('A kosarad üres.');
    const visitor = cookieOf(await get('/add-to-cart/99'));
    expect(await (await get('/kosar', { headers: { cookie: visitor } })).text()).toContain('Termékváltozat #99');
    const emptied = await get('/kosar/urites', { method: 'POST', headers: { cookie: visitor } });
    expect(emptied.status).toBe(303);
    expect(await (await get('/kosar', { headers: { cookie: visitor } })).text()).toContain('A kosarad üres.');
  });

  it.each(['/nincs-ilyen', '/add-to-cart/0', '/add-to-cart/abc', '/fixtures/nincs.html'])(
    'answers %s with a Hungarian 404 page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('lang="hu"');
      expect(html).toContain('<h1>Az oldal nem található</h1>');
    },
  );
});

describe('the demo switches', () => {
  /** A demo server of its own that records how long the slow-network switch makes a request wait. */
  const slowBase = (() => {
    const waits: number[] = [];
    const serverBase = useDemoServer({ wait: async (ms) => void waits.push(ms) });
    return { waits, get: (path: string, cookie: string) => fetch(serverBase() + path, { headers: { cookie } }) };
  })();
  const settingsOf = (html: string) =>
    JSON.parse(/<script type="application\/json" data-drupal-selector="drupal-settings-json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      kurzus: { purchase?: { gift_provider_enabled: boolean } };
    };

  it('say on the index what each page shows, and offer every switch', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('Galéria: képnézegető galériával');
    expect(html).toContain('<input type="checkbox" id="ajandek" name="ajandek" value="1"');
    for (const failure of ['token', '500', 'megszakitas', 'lassu']) expect(html).toContain(`<option value="${failure}">`);
    expect(html).toContain('<option value="3000">3 másodperc</option>');
    expect(html).toContain('<input type="radio" id="host-drupal" name="host" value="drupal">');
  });

  it('carry the chosen switches into every page link on the index, and show them chosen', async () => {
    const html = await (await get('/?host=drupal&ajandek=1&hiba=500&kesleltetes=1000')).text();
    expect(html).toContain(
      '<a href="/fixtures/courses.html?host=drupal&amp;ajandek=1&amp;hiba=500&amp;kesleltetes=1000">Kurzusok és csomagok | Kurzus</a>',
    );
    expect(html).toContain('(<a href="/fixtures/courses.html?ajandek=1&amp;hiba=500&amp;kesleltetes=1000">önállóan</a>)');
    expect(html).toContain('<input type="radio" id="host-drupal" name="host" value="drupal" checked>');
    expect(html).toContain('aria-describedby="ajandek-leiras" checked>');
    expect(html).toContain('<option value="500" selected>');
    expect(html).toContain('<option value="1000" selected>');
  });

  it("turn the gift provider on in the page's drupalSettings with ajandek=1, and leave other pages' settings alone", async () => {
    expect(settingsOf(await (await get('/fixtures/courses.html')).text()).kurzus.purchase?.gift_provider_enabled).toBe(false);
    const on = await (await get('/fixtures/courses.html?ajandek=1')).text();
    expect(settingsOf(on).kurzus.purchase?.gift_provider_enabled).toBe(true);
    const onDrupal = await (await get('/fixtures/bundle.html?host=drupal&ajandek=1')).text();
    expect(settingsOf(onDrupal).kurzus.purchase?.gift_provider_enabled).toBe(true);
    expect(onDrupal).toContain('<script src="/core/misc/drupal.init.js"></script>');
    expect(await (await get('/fixtures/performances.html?ajandek=1')).text()).toBe(await (await get('/fixtures/performances.html')).text());
  });

  it("make the contact page's form and .use-ajax link ask for the failure with hiba=…, and the endpoint fails so", async () => {
    const html = await (await get('/fixtures/contact.html?hiba=500')).text();
    expect(html).toContain('<input type="hidden" name="demo_hiba" value="500" />');
    expect(html).toContain('<a href="/kapcsolat/valaszido/nojs?hiba=500" class="use-ajax">');
    // What the page's in-page submit sends and what it gets back.
    const form = new URLSearchParams({ name: 'Kiss Anna', demo_hiba: /name="demo_hiba" value="([^"]+)"/.exec(html)![1]! });
    const submit = await fetch(`${base()}/kapcsolat?ajax_form=1&_wrapper_format=drupal_ajax`, { method: 'POST', body: form });
    expect(submit.status).toBe(500);
    const link = await fetch(`${base()}/kapcsolat/valaszido/ajax?hiba=500&_wrapper_format=drupal_ajax`, { method: 'POST' });
    expect(link.status).toBe(500);
    expect(await (await get('/fixtures/contact.html?hiba=semmi')).text()).not.toContain('name="demo_hiba"');
  });

  it('list each in-page error as a link on the contact page, the current one marked, the host kept', async () => {
    const html = await (await get('/fixtures/contact.html?host=drupal&hiba=token')).text();
    const section = html.slice(html.indexOf('<section class="demo-switches"'), html.indexOf('</main>'));
    expect(section).toContain('<h2 id="demo-switches-title">Demó: hibák kipróbálása</h2>');
    expect(section).toContain('<a href="?host=drupal">Nincs hiba');
    expect(section).toContain('<a href="?host=drupal&amp;hiba=token" aria-current="page">');
    for (const failure of ['500', 'megszakitas', 'lassu']) expect(section).toContain(`<a href="?host=drupal&amp;hiba=${failure}">`);
  });

  it('slow down the bundle and the pictures by kesleltetes=ms, through a cookie the page sets, until a page without it clears it', async () => {
    const page = await get('/fixtures/gallery.html?kesleltetes=300');
    const cookie = cookieOf(page);
    expect(cookie).toBe('kurzus_demo_kesleltetes=300');
    for (const asset of [
      '/fixtures/assets/cover-1.svg',
      '/modules/custom/kurzus_frontend/dist/esm/kurzus.js',
      '/themes/custom/kurzus/kurzus.info.yml',
      '/fixtures/gallery.html',
      '/allapot',
    ]) {
      await slowBase.get(asset, cookie);
    }
    // The bundle's files, the theme's and the pictures wait; pages do not.
    expect(slowBase.waits).toEqual([300, 300, 300]);
    const cleared = await get('/fixtures/gallery.html', { headers: { cookie } });
    expect(cleared.headers.get('set-cookie')).toBe('kurzus_demo_kesleltetes=; Path=/; Max-Age=0; SameSite=Lax');
    expect((await get('/fixtures/gallery.html')).headers.get('set-cookie')).toBeNull();
    expect(cookieOf(await get('/fixtures/gallery.html?kesleltetes=999999'))).toBe('kurzus_demo_kesleltetes=10000');
  });
});
