import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry, type DrupalSettings } from '#behaviors';
import { lazy } from './index.ts';

const markup = `
  <img id="near" data-kurzus="lazy" data-src="/kepek/a.jpg" data-srcset="/kepek/a-2x.jpg 2x" alt="A" width="300" height="200">
  <noscript><img src="/kepek/a.jpg" alt="A" width="300" height="200"></noscript>
  <img id="far" data-kurzus="lazy" data-src="/kepek/b.jpg" alt="B" width="300" height="200">
  <iframe id="frame" data-kurzus="lazy" data-src="/fixtures/assets/terkep.html" title="Térkép"></iframe>`;

/** Where each element is, relative to the viewport's top (the window is 768 px high in jsdom). */
const tops: Record<string, number> = {};
let registry = createRegistry([lazy], () => ({}));
const byId = (id: string) => document.getElementById(id) as HTMLImageElement & HTMLIFrameElement;

function place(positions: Record<string, number>) {
  Object.assign(tops, positions);
}
function scroll(positions: Record<string, number>) {
  place(positions);
  window.dispatchEvent(new Event('scroll'));
}
/** Attaches the page and waits for the code; the first look (without IntersectionObserver) is in a frame. */
async function start(settings: DrupalSettings = {}) {
  document.body.innerHTML = markup;
  registry = createRegistry([lazy], () => settings);
  registry.attach(document);
  await registry.settled();
  vi.advanceTimersToNextFrame();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = tops[this.id] ?? 10_000;
    return new DOMRect(0, top, 300, 200);
  });
});
afterEach(() => {
  registry.detach(document);
  vi.useRealTimers();
});

describe('without IntersectionObserver (scroll events, as jQuery Lazy)', () => {
  it('loads what is within 500 px of the viewport at once, and nothing beyond', async () => {
    place({ near: 768 + 499, far: 768 + 500, frame: 5000 });
    await start();
    expect(byId('near').getAttribute('src')).toBe('/kepek/a.jpg');
    expect(byId('near').getAttribute('srcset')).toBe('/kepek/a-2x.jpg 2x');
    expect(byId('near').hasAttribute('data-src')).toBe(false);
    expect(byId('far').hasAttribute('src')).toBe(false);
    expect(byId('frame').hasAttribute('src')).toBe(false);
  });

  it('looks again on scroll, at most every 250 ms, leading and trailing', async () => {
    place({ near: 0, far: 3000, frame: 3000 });
    await start();
    vi.advanceTimersByTime(1000);
    scroll({ far: 2000 });
    scroll({ far: 1000 });
    vi.advanceTimersByTime(249);
    expect(byId('far').hasAttribute('src')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(byId('far').getAttribute('src')).toBe('/kepek/b.jpg');
    // That look was a run: the next scroll within 250 ms waits for the trailing one.
    scroll({ frame: 900 });
    expect(byId('frame').hasAttribute('src')).toBe(false);
    vi.advanceTimersByTime(250);
    expect(byId('frame').getAttribute('src')).toBe('/fixtures/assets/terkep.html');
  });

  it('takes the distance and the throttle from kurzus.lazy', async () => {
    place({ near: 768 + 99, far: 768 + 101, frame: 5000 });
    await start({ kurzus: { lazy: { threshold: 100, throttle: 1000 } } });
    expect(byId('near').hasAttribute('src')).toBe(true);
    expect(byId('far').hasAttribute('src')).toBe(false);
    scroll({ far: 0 });
    vi.advanceTimersByTime(999);
    expect(byId('far').hasAttribute('src')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(byId('far').hasAttribute('src')).toBe(true);
  });
});

describe('any way', () => {
  it('marks media is-loaded once loaded, and never loads it twice', async () => {
    place({ near: 0, far: 5000, frame: 5000 });
    await start();
    expect(byId('near').classList.contains('is-loaded')).toBe(false);
    byId('near').dispatchEvent(new Event('load'));
    expect(byId('near').classList.contains('is-loaded')).toBe(true);

    const src = vi.spyOn(byId('near'), 'src', 'set');
    registry.detach(document);
    registry.attach(document);
    scroll({ near: 10 });
    vi.advanceTimersByTime(1000);
    expect(src).not.toHaveBeenCalled();
  });

  it('with IntersectionObserver, watches the viewport grown by the threshold', async () => {
    const observe = vi.fn();
    let callback: IntersectionObserverCallback = () => {};
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(run: IntersectionObserverCallback, init: IntersectionObserverInit) {
          callback = run;
          options.push(init);
        }
        observe = observe;
        unobserve() {}
        disconnect() {}
      },
    );
    await start();
    expect(options).toEqual([{ rootMargin: '500px' }]);
    expect(observe).toHaveBeenCalledTimes(3);
    callback([{ target: byId('far'), isIntersecting: true } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(byId('far').getAttribute('src')).toBe('/kepek/b.jpg');
    expect(byId('near').hasAttribute('src')).toBe(false);
    vi.unstubAllGlobals();
  });

  it('warns about lazy markers on other elements and media without data-src', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div data-kurzus="lazy"></div><img data-kurzus="lazy" alt="">';
    registry.attach(document);
    await registry.settled();
    expect(warn).toHaveBeenCalledWith('[kurzus] lazy: "element" should be an img or an iframe; left as it is.');
    expect(warn).toHaveBeenCalledWith('[kurzus] lazy: "data-src" is missing; nothing to load.');
  });
});
