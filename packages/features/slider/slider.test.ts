import { waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { slider } from './index.ts';

const markup = `
  <h2 id="cim">Csatlakozz hozzám</h2>
  <div data-kurzus="slider" aria-labelledby="cim">
    <div class="slides">
      <div data-slide><a href="/hirlevel">Hírlevél</a></div>
      <div data-slide><a href="/eloadasok">Előadások</a></div>
      <div data-slide aria-label="Kurzusok"><a href="/kurzusok">Kurzusok</a></div>
    </div>
  </div>`;

const registry = createRegistry([slider], () => ({}));
const root = () => document.querySelector<HTMLElement>('[data-kurzus="slider"]')!;

/** What the carousel library needs from a browser and jsdom lacks: media queries and observers that see everything. */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.callback(
            [{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  registry.detach(document);
  vi.unstubAllGlobals();
});

async function attach(html = markup) {
  document.body.innerHTML = html;
  registry.attach(document);
  // The carousel loads on first sight (at once here: the stand-in observer sees everything).
  await waitFor(() => expect(root().classList.contains('is-ready')).toBe(true));
}

describe('the slider', () => {
  it('describes itself as a carousel of slides, in Hungarian, keeping labels the server gave', async () => {
    await attach();
    expect(root().getAttribute('role')).toBe('region');
    expect(root().getAttribute('aria-roledescription')).toBe('karusszel');
    expect(root().hasAttribute('aria-label')).toBe(false);
    const slides = [...root().querySelectorAll('[data-slide]')];
    expect(
      slides.map((slide) => [slide.getAttribute('role'), slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')]),
    ).toEqual([
      ['group', 'dia', '1 / 3'],
      ['group', 'dia', '2 / 3'],
      ['group', 'dia', 'Kurzusok'],
    ]);
    const buttons = [...root().querySelectorAll('button')];
    expect(buttons.map((button) => [button.textContent, button.type])).toEqual([
      ['Előző', 'button'],
      ['Következő', 'button'],
    ]);
    expect(root().querySelector('[aria-live="polite"][aria-atomic="true"]')!.textContent).toBe('');
  });

  it('names itself when the server gave no label', async () => {
    await attach(markup.replace(' aria-labelledby="cim"', ''));
    expect(root().getAttribute('aria-label')).toBe('Karusszel');
  });

  it('leaves its buttons in place and does nothing on a click of a disabled one', async () => {
    await attach();
    const previous = root().querySelector('button')!;
    previous.setAttribute('aria-disabled', 'true');
    await userEvent.setup().click(previous);
    expect(root().querySelector('[aria-live]')!.textContent).toBe('');
  });

  it('gives the markup back as it was on an unload detach', async () => {
    await attach();
    registry.detach(document);
    const pristine = document.createElement('template');
    pristine.innerHTML = markup;
    expect(document.body.innerHTML).toBe(pristine.innerHTML);
  });

  it('warns about slides that are not siblings and leaves them alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<div data-kurzus="slider"><div><p data-slide>1</p></div><div><p data-slide>2</p></div></div>';
    registry.attach(document);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[kurzus] slider: "data-slide" slides should be siblings inside the slider; left as it is.'),
    );
    expect(root().hasAttribute('role')).toBe(false);
    expect(root().querySelector('button')).toBeNull();
  });
});

describe('the slider after a flick', () => {
  const width = 368;
  let now = 0;
  const frames = new Map<number, FrameRequestCallback>();

  beforeEach(() => {
    // jsdom lays nothing out: three slides a viewport wide, side by side, as the carousel measures them.
    const slideIndex = (element: HTMLElement) =>
      element.hasAttribute('data-slide') ? [...element.parentElement!.children].indexOf(element) : 0;
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return slideIndex(this) * width;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    // Frames come when the test runs them, at the times it gives.
    let id = 0;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => (frames.set(++id, callback), id));
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id));
  });

  function frame(ms: number) {
    now += ms;
    const due = [...frames.values()];
    frames.clear();
    due.forEach((callback) => callback(now));
  }

  /** The carousel reads a flick's speed from the events' times. */
  function mouse(type: string, x: number, target: EventTarget) {
    const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: 100, buttons: type === 'mouseup' ? 0 : 1 });
    Object.defineProperty(event, 'timeStamp', { value: now });
    target.dispatchEvent(event);
  }

  it('comes to rest exactly on the next slide, however unevenly the frames come', async () => {
    await attach();
    const track = root().querySelector<HTMLElement>('.slides')!;
    // Uneven gaps between events and frames, as on a busy phone; seeded, so every run is the same.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const visits = Array.from({ length: 10 }, () => [1, 2, 1, 0]).flat();
    const rests: number[] = [];
    let current = 0;
    for (const next of visits) {
      const [from, to] = next > current ? [0.9, 0.1] : [0.1, 0.9];
      mouse('mousedown', width * from, track.children[current]!);
      for (let step = 1; step <= 10; step++) {
        now += 2 + random() * 10;
        mouse('mousemove', width * (from + ((to - from) * step) / 10), document);
        if (random() < 0.5) frame(random() * 20);
      }
      mouse('mouseup', width * to, document);
      for (let count = 0; frames.size && count < 1000; count++) frame(4 + random() * 60);
      rests.push(Number(/translate3d\((-?[\d.]+)px/.exec(track.style.transform)![1]));
      current = next;
    }
    expect(rests).toEqual(visits.map((index) => 0 - index * width));
    expect(frames.size).toBe(0);
  });
});
