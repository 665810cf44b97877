import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { type DrupalSettings } from '#behaviors';
import { createRegistry } from '#behaviors/manifest';
import { responsiveContainer } from './index.ts';

/** A window whose width the test sets; its media queries answer `(min-width: Npx)` and tell listeners. */
let width = 1200;
const queries: (MediaQueryList & EventTarget & { update(): void })[] = [];
function resizeTo(next: number) {
  width = next;
  for (const query of queries) query.update();
}
function fakeMatchMedia(media: string) {
  const min = Number(/\(min-width: (\d+)px\)/.exec(media)?.[1]);
  const query = Object.assign(new EventTarget(), {
    media,
    matches: width >= min,
    update() {
      if (query.matches === width >= min) return;
      query.matches = width >= min;
      query.dispatchEvent(new Event('change'));
    },
  });
  queries.push(query as unknown as (typeof queries)[number]);
  return query as unknown as MediaQueryList;
}

let registry = createRegistry([responsiveContainer], () => ({}));
const container = () => document.getElementById('layout')!;

/** Attaches the container and waits for its code: it mounts then. */
async function start(settings: DrupalSettings = {}) {
  document.body.innerHTML =
    '<div id="layout" class="section container" data-kurzus="responsive-container" data-desktop-class="container" data-mobile-class="container-fluid px-0">Tartalom</div>';
  registry = createRegistry([responsiveContainer], () => settings);
  registry.attach(document);
  await registry.settled();
}

beforeEach(() => {
  queries.length = 0;
  window.matchMedia = vi.fn(fakeMatchMedia);
});
afterEach(() => registry.detach(document));

it.each([
  [992, 'section container'],
  [991, 'section container-fluid px-0'],
  [1400, 'section container'],
  [360, 'section container-fluid px-0'],
])('at a window width of %i px has the classes %j', async (initial, classes) => {
  width = initial;
  await start();
  expect(container().className).toBe(classes);
});

it('switches when the window crosses 992 px, and back', async () => {
  width = 1200;
  await start();
  resizeTo(991);
  expect(container().className).toBe('section container-fluid px-0');
  resizeTo(992);
  expect(container().className).toBe('section container');
});

it('takes the breakpoint from kurzus.breakpoint', async () => {
  width = 800;
  await start({ kurzus: { breakpoint: 768 } });
  expect(container().className).toBe('section container');
});

it('warns about a bad breakpoint and uses 992', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  width = 991;
  await start({ kurzus: { breakpoint: 'széles' } });
  expect(warn).toHaveBeenCalledWith(
    '[kurzus] responsive-container: "kurzus.breakpoint" should be a number of at least 1 but is "széles"; using 992.',
  );
  expect(container().className).toBe('section container-fluid px-0');
});

it('puts back the classes the server printed after an unload detach, and stops listening', async () => {
  width = 600;
  await start();
  registry.detach(document);
  expect(container().className).toBe('section container');
  resizeTo(1200);
  resizeTo(600);
  expect(container().className).toBe('section container');
});

it('warns about a container with neither class list', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.innerHTML = '<div class="x" data-kurzus="responsive-container">Tartalom</div>';
  registry.attach(document);
  await registry.settled();
  expect(warn).toHaveBeenCalledWith(
    '[kurzus] responsive-container: "data-desktop-class" and "data-mobile-class" are both empty; the container keeps its classes.',
  );
});
