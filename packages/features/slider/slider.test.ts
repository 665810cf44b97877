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
