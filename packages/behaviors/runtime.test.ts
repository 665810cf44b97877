import { afterEach, expect, it, vi } from 'vitest';
import { defineBehavior, defineFeature } from './define.ts';
import { browserPlatform } from './platform.ts';
import { number, string } from './settings/fields.ts';
import { createRegistry } from './registry.ts';
import type { Feature } from './types.ts';

const clicks: string[] = [];
const feature = defineFeature({
  on: {
    click(event, element) {
      event.preventDefault();
      clicks.push(element.id);
    },
  },
  mount(element, context) {
    context.setAttribute(element, 'aria-pressed', 'false');
    context.addClass(element, 'is-ready');
  },
});

/** A manifest entry whose code arrives when the test says so (or fails). */
function entry(name: string, outcome: () => Promise<{ default: Feature }>) {
  return defineBehavior({ name, load: outcome });
}

/** A load that keeps failing gives up after five tries and 1 s of pauses between them. */
const LOADS_GIVE_UP = { timeout: 3000 };

afterEach(() => {
  clicks.length = 0;
  vi.restoreAllMocks();
});

it('holds a click that comes before the code, and replays it once, mounted', async () => {
  let arrive!: () => void;
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  const registry = createRegistry([entry('late', () => loaded.then(() => ({ default: feature })))], () => ({}));
  document.body.innerHTML = '<a id="more" href="#" data-kurzus="late">Még</a>';
  registry.attach(document);
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  document.getElementById('more')!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(clicks).toEqual([]);
  arrive();
  await registry.settled();
  await vi.waitFor(() => expect(clicks).toEqual(['more']));
  registry.detach(document);
  expect(document.body.innerHTML).toBe('<a id="more" href="#" data-kurzus="late">Még</a>');
});

it('tries a failed load again (five tries in all), then follows the link, or says the content failed to load', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const assign = vi.fn();
  const load = vi.fn(() => Promise.reject(new Error('offline')));
  const registry = createRegistry([entry('broken', load)], () => ({}), { platform: { ...browserPlatform(), assign } });
  document.body.innerHTML = '<a id="link" href="/kosar" data-kurzus="broken">Kosár</a><span id="box" data-kurzus="broken">Doboz</span>';
  registry.attach(document);
  await registry.settled();
  const attempts = load.mock.calls.length;
  document.getElementById('link')!.click();
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/kosar'), LOADS_GIVE_UP);
  expect(load.mock.calls.length - attempts).toBe(5);
  document.getElementById('box')!.click();
  await vi.waitFor(
    () => expect(document.querySelector('[role="alert"]')?.textContent).toBe('A tartalmat nem sikerült betölteni.'),
    LOADS_GIVE_UP,
  );
  registry.detach(document);
});

it.each([
  ['its definition stays on (the coming-soon ticket)', '<a id="control" href="/" data-kurzus="failing">Jegyek</a>', '[href="/"]'],
  ['with `href="#"`: it has nowhere to go', '<a id="control" href="#" data-kurzus="failing">Még</a>', undefined],
])('never follows the link of a control %s: it says the content failed to load', async (_case, markup, stays) => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const assign = vi.fn();
  const definition = { ...entry('failing', () => Promise.reject(new Error('offline'))), ...(stays && { stays }) };
  const registry = createRegistry([definition], () => ({}), { platform: { ...browserPlatform(), assign } });
  document.body.innerHTML = markup;
  registry.attach(document);
  await registry.settled();
  document.getElementById('control')!.click();
  await vi.waitFor(
    () => expect(document.querySelector('#control + [role="alert"]')?.textContent).toBe('A tartalmat nem sikerült betölteni.'),
    LOADS_GIVE_UP,
  );
  expect(assign).not.toHaveBeenCalled();
  expect(location.hash).toBe('');
  expect(document.getElementById('control')!.hasAttribute('aria-busy')).toBe(false);
  registry.detach(document);
});

it('never mounts inside what the bundle rendered itself', async () => {
  const registry = createRegistry([entry('inner', async () => ({ default: feature }))], () => ({}));
  document.body.innerHTML =
    '<div data-kurzus-widget="lightbox"><a id="caption" href="#" data-kurzus="inner">x</a></div><a id="page" href="#" data-kurzus="inner">y</a>';
  registry.attach(document);
  registry.attach(document.getElementById('caption')!);
  await registry.settled();
  expect(document.getElementById('caption')!.hasAttribute('data-once')).toBe(false);
  expect(document.getElementById('page')!.className).toBe('is-ready');
  registry.detach(document);
});

it('closes at once a widget that an async mount opens after its element was detached', async () => {
  let finish: (() => void) | undefined;
  const opener = defineFeature({
    async mount(_element, context) {
      await new Promise<void>((resolve) => (finish = resolve));
      context.open({ load: () => new Promise<never>(() => {}), props: () => ({}) });
    },
  });
  const registry = createRegistry([entry('late-opener', async () => ({ default: opener }))], () => ({}));
  document.body.innerHTML = '<a href="/a" data-kurzus="late-opener">1</a>';
  registry.attach(document);
  await vi.waitFor(() => expect(finish).toBeTypeOf('function'));
  registry.detach(document);
  finish?.();
  await registry.settled();
  expect(document.querySelector('[data-kurzus-widget]')).toBeNull();
});

it("fetches a widget's code on the first hover or focus of any control that opens it, once, and nothing before", async () => {
  const load = vi.fn(() => new Promise<never>(() => {}));
  const opener = defineFeature({
    widget: load,
    mount(element, context) {
      if (element.id !== 'plain') context.setAttribute(element, 'aria-haspopup', 'dialog');
    },
  });
  const registry = createRegistry([entry('opener', async () => ({ default: opener }))], () => ({}));
  document.body.innerHTML =
    '<a id="one" href="/a" data-kurzus="opener">1</a><a id="two" href="/b" data-kurzus="opener">2</a><a id="plain" href="/c" data-kurzus="opener">3</a>';
  registry.attach(document);
  await registry.settled();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(load).not.toHaveBeenCalled();
  // Detached, a control fetches nothing; attached again, it does.
  registry.detach(document);
  document.getElementById('two')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(load).not.toHaveBeenCalled();
  registry.attach(document);
  await registry.settled();
  // A control that opens nothing (no aria-haspopup) fetches nothing.
  document.getElementById('plain')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(load).not.toHaveBeenCalled();
  document.getElementById('two')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(load).toHaveBeenCalledTimes(1);
  document.getElementById('one')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(load).toHaveBeenCalledTimes(1);
  registry.detach(document);
});

it("reads an element's data attributes by field: a missing one gives the default, a wrong one warns in the behaviour's name", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const read: unknown[] = [];
  const reader = defineFeature({
    mount(element, context) {
      read.push(context.data('count', number(0, { min: 0 })), context.data('title', string('névtelen')));
    },
  });
  const registry = createRegistry([entry('reader', async () => ({ default: reader }))], () => ({}));
  document.body.innerHTML =
    '<p data-kurzus="reader" data-count="12"></p><p data-kurzus="reader" data-count="sok" data-title="Előadás"></p>';
  registry.attach(document);
  await registry.settled();
  expect(read).toEqual([12, 'névtelen', 0, 'Előadás']);
  expect(warn).toHaveBeenCalledWith('[kurzus] reader: "data-count" should be a number of at least 0 but is "sok"; using 0.');
  expect(warn).toHaveBeenCalledTimes(1);
  registry.detach(document);
});
