import { afterEach, expect, it, vi } from 'vitest';
import { type DrupalSettings } from '#behaviors';
import { createRegistry } from '#behaviors/manifest';
import { viewport } from '../../../tests/support/viewport.ts';
import { lazy } from './index.ts';

const markup = `
  <img id="near" data-kurzus="lazy" data-src="/kepek/a.jpg" data-srcset="/kepek/a-2x.jpg 2x" alt="A" width="300" height="200">
  <noscript><img src="/kepek/a.jpg" alt="A" width="300" height="200"></noscript>
  <img id="far" data-kurzus="lazy" data-src="/kepek/b.jpg" alt="B" width="300" height="200">
  <iframe id="frame" data-kurzus="lazy" data-src="/fixtures/assets/terkep.html" title="Térkép"></iframe>`;

let registry = createRegistry([lazy], () => ({}));
const byId = (id: string) => document.getElementById(id) as HTMLImageElement & HTMLIFrameElement;

/** The page with each element this many px from the viewport, attached, once the browser has looked. */
async function start(distances: Record<string, number>, settings: DrupalSettings = {}) {
  document.body.innerHTML = markup;
  for (const [id, distance] of Object.entries(distances)) viewport.place(distance, byId(id));
  registry = createRegistry([lazy], () => settings);
  registry.attach(document);
  await registry.settled();
  // The observer's first report comes in a task of its own, as in a browser.
  await new Promise((resolve) => setTimeout(resolve));
}

afterEach(() => registry.detach(document));

it('loads what is within 500 px of the viewport at once, and nothing beyond', async () => {
  await start({ near: 500, far: 501, frame: 5000 });
  expect(byId('near').getAttribute('src')).toBe('/kepek/a.jpg');
  expect(byId('near').getAttribute('srcset')).toBe('/kepek/a-2x.jpg 2x');
  expect(byId('near').hasAttribute('data-src')).toBe(false);
  expect(byId('far').hasAttribute('src')).toBe(false);
  expect(byId('frame').hasAttribute('src')).toBe(false);
});

it('loads the rest as each comes within the distance, and then stops watching it', async () => {
  await start({ near: 0, far: 3000, frame: 3000 });
  viewport.place(1000, byId('far'));
  expect(byId('far').hasAttribute('src')).toBe(false);
  viewport.place(400, byId('far'));
  expect(byId('far').getAttribute('src')).toBe('/kepek/b.jpg');
  expect(viewport.margins(byId('far'))).toEqual([]);
  expect(viewport.margins(byId('frame'))).toEqual(['500px']);
});

it('takes the distance from kurzus.lazy, and accepts the throttle the site sends', async () => {
  const warn = vi.spyOn(console, 'warn');
  await start({ near: 100, far: 101, frame: 5000 }, { kurzus: { lazy: { threshold: 100, throttle: 1000 } } });
  expect(byId('near').hasAttribute('src')).toBe(true);
  expect(byId('far').hasAttribute('src')).toBe(false);
  expect(warn).not.toHaveBeenCalled();
});

it('marks media is-loaded once loaded, and never loads it twice', async () => {
  await start({ near: 0, far: 5000, frame: 5000 });
  expect(byId('near').classList.contains('is-loaded')).toBe(false);
  byId('near').dispatchEvent(new Event('load'));
  expect(byId('near').classList.contains('is-loaded')).toBe(true);

  const src = vi.spyOn(byId('near'), 'src', 'set');
  registry.detach(document);
  registry.attach(document);
  viewport.enter(byId('near'));
  expect(src).not.toHaveBeenCalled();
});

it('watches nothing once detached', async () => {
  await start({ near: 5000, far: 5000, frame: 5000 });
  registry.detach(document);
  expect(['near', 'far', 'frame'].flatMap((id) => viewport.margins(byId(id)))).toEqual([]);
});

it('warns about lazy markers on other elements and media without data-src', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.innerHTML = '<div data-kurzus="lazy"></div><img data-kurzus="lazy" alt="">';
  registry.attach(document);
  await registry.settled();
  expect(warn).toHaveBeenCalledWith('[kurzus] lazy: "element" should be an img or an iframe; left as it is.');
  expect(warn).toHaveBeenCalledWith('[kurzus] lazy: "data-src" is missing; nothing to load.');
});

it('never loads a data-src that is not an http(s) address, and says so', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.innerHTML = [' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'java\tscript:alert(1)']
    .map((src) => `<iframe data-kurzus="lazy" data-src="${src}" title="Térkép"></iframe><img data-kurzus="lazy" data-src="${src}" alt="">`)
    .join('');
  registry.attach(document);
  await registry.settled();
  await new Promise((resolve) => setTimeout(resolve));
  expect([...document.querySelectorAll('iframe, img')].map((element) => element.getAttribute('src'))).toEqual(Array(6).fill(null));
  expect(warn).toHaveBeenCalledWith('[kurzus] lazy: "data-src" is not an http(s) address; not loaded.');
});

it('never loads a data-srcset that names an address other than http(s), and says so', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const srcsets = ['/kepek/a.jpg 1x, javascript:alert(1) 2x', '/kepek/a.jpg 1x,data:image/svg+xml,<svg/> 2x', 'java\tscript:alert(1) 2x'];
  const safe = 'https://kepek.example.hu/w_300,h_200/a.jpg 300w, /kepek/a-2x.jpg 2x';
  document.body.innerHTML = [...srcsets, safe]
    .map((srcset) => `<img data-kurzus="lazy" data-src="/kepek/a.jpg" data-srcset="${srcset}" alt="">`)
    .join('');
  registry.attach(document);
  await registry.settled();
  await new Promise((resolve) => setTimeout(resolve));
  const images = [...document.querySelectorAll('img')];
  expect(images.map((image) => image.getAttribute('srcset'))).toEqual([null, null, null, safe]);
  expect(images.map((image) => image.getAttribute('src'))).toEqual([null, null, null, '/kepek/a.jpg']);
  expect(warn).toHaveBeenCalledWith('[kurzus] lazy: "data-srcset" holds an address that is not http(s); not loaded.');
});
