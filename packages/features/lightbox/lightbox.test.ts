import { fireEvent, screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DrupalSettings } from '#behaviors';
import { createRegistry } from '#behaviors/manifest';
import { lightbox } from './index.ts';
import { step } from './stepping.ts';

const gallery = (n: number, title = '') =>
  `<a id="g${n}" href="/kepek/proba-${n}.svg" class="colorbox" data-colorbox-gallery="proba" title="${title}"><img src="/kepek/proba-${n}.svg" alt="Próba ${n}"></a>`;
const page = `
  ${gallery(1, 'Első')}${gallery(2, 'A &lt;em&gt;második&lt;/em&gt;')}${gallery(3)}
  <a id="single" href="/kepek/szinpad.svg" class="colorbox" data-colorbox-gallery="" title="A színpad">Színpad</a>
  <a id="r1" href="/kepek/k-1.svg" class="colorbox" rel="kulisszak">Öltöző</a>
  <a id="r2" href="/kepek/k-2.svg" class="colorbox" rel="kulisszak">Súgólyuk</a>
  <a id="nofollow" href="/kepek/n.svg" class="colorbox" rel="nofollow">Egy</a>
  <a id="nofollow2" href="/kepek/n2.svg" class="colorbox" rel="nofollow">Kettő</a>`;

const hungarian = {
  current: '{current} / {total}',
  previous: '« Előző',
  next: 'Következő »',
  close: 'Bezárás',
  mobiledetect: true,
  mobiledevicewidth: '480px',
};
let settings: DrupalSettings = { colorbox: hungarian };
const registry = createRegistry([lightbox], () => settings);
const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;
const dialog = () => screen.findByRole('dialog', { name: 'Képnézegető' });
/** Clicks the image link with this id (as `user`, when given one) and waits for the lightbox. */
async function openImage(id: string, user: { click(element: Element): Promise<void> } = userEvent) {
  await user.click(link(id));
  return dialog();
}
const photo = () => document.querySelector<HTMLImageElement>('.kurzus-lightbox__photo');
/** The photo's src as the page wrote the link's href (the widget gets the absolute URL). */
const shown = () => new URL(photo()!.src).pathname;
const counter = () => screen.getByRole('status').textContent;

async function attach(colorbox: Record<string, unknown> = hungarian, more: DrupalSettings = {}) {
  settings = { colorbox, ...more };
  registry.attach(document, settings);
  // The lightbox's code loads with the first attach; from then on it mounts during attach.
  await registry.settled();
}

beforeEach(() => {
  document.body.innerHTML = page;
});

afterEach(() => {
  registry.detach(document, settings);
});

describe('opening', () => {
  it('opens the image in an overlay instead of following the link', async () => {
    await attach();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('g2').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await dialog();
    expect(shown()).toBe('/kepek/proba-2.svg');
    expect(photo()!.alt).toBe('Próba 2');
    expect(counter()).toBe('2 / 3');
  });

  it('shows no image from an address that is not http(s): the link warns, its click does nothing, the gallery skips it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a id="rossz" href=" JavaScript:alert(1)" class="colorbox" data-colorbox-gallery="proba">Rossz</a>',
    );
    await attach();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('rossz').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      '[kurzus] lightbox: "href" is not an http(s) or same-site address (" JavaScript:alert(1)"); no image is shown.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    link('g3').click();
    await dialog();
    expect(counter()).toBe('3 / 3');
  });

  it('leaves modified clicks (new tab, new window) to the browser', async () => {
    await attach();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link('g1').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('does nothing on a mobile screen with detection on, so the link navigates to the image', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(max-device-width: 480px)' }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    await attach();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('g1').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(matchMedia).toHaveBeenCalledWith('(max-device-width: 480px)');
    vi.unstubAllGlobals();
  });

  it('opens on a mobile screen when detection is off', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }) as MediaQueryList);
    await attach({ ...hungarian, mobiledetect: false });
    await openImage('g1');
    vi.unstubAllGlobals();
  });
});

describe('galleries', () => {
  it.each([
    ['data-colorbox-gallery', 'g1', ['/kepek/proba-1.svg', '/kepek/proba-2.svg', '/kepek/proba-3.svg']],
    ['rel, as a fallback', 'r2', ['/kepek/k-1.svg', '/kepek/k-2.svg']],
    ['an empty gallery value: alone', 'single', ['/kepek/szinpad.svg']],
    ["rel 'nofollow': alone", 'nofollow', ['/kepek/n.svg']],
  ])('are grouped by %s', async (_how, id, hrefs) => {
    await attach();
    const user = userEvent.setup();
    await openImage(id, user);
    const seen = [shown()];
    for (let i = 1; i < hrefs.length; i++) {
      await user.click(screen.getByRole('button', { name: 'Következő »' }));
      seen.push(shown());
    }
    expect(seen.sort()).toEqual([...hrefs].sort());
    if (hrefs.length === 1) {
      expect(screen.queryByRole('button', { name: 'Következő »' })).toBeNull();
      expect(counter()).toBe('');
    }
  });

  it('steps with the buttons and the arrow keys, wrapping by default (loop)', async () => {
    await attach();
    const user = userEvent.setup();
    await openImage('g3', user);
    expect(counter()).toBe('3 / 3');
    await user.click(screen.getByRole('button', { name: 'Következő »' }));
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('3 / 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter()).toBe('2 / 3');
    await user.click(screen.getByRole('button', { name: '« Előző' }));
    expect(shown()).toBe('/kepek/proba-1.svg');
  });

  it('makes two steps of two quick presses, the second before the first has rendered', async () => {
    await attach();
    const overlay = await openImage('g1');
    act(() => {
      fireEvent.keyDown(overlay, { key: 'ArrowRight' });
      fireEvent.keyDown(overlay, { key: 'ArrowRight' });
    });
    await waitFor(() => expect(counter()).toBe('3 / 3'));
    expect(shown()).toBe('/kepek/proba-3.svg');
  });

  it('stops at the ends with loop off: no Previous on the first, no Next on the last', async () => {
    await attach({ ...hungarian, loop: false });
    const user = userEvent.setup();
    await openImage('g1', user);
    expect(screen.queryByRole('button', { name: '« Előző' })).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(counter()).toBe('3 / 3');
    expect(screen.queryByRole('button', { name: 'Következő »' })).toBeNull();
  });

  it('goes to the next image on a click on the photo', async () => {
    await attach();
    await openImage('g1');
    await userEvent.click(photo()!);
    expect(counter()).toBe('2 / 3');
  });

  it('has the stepping rule of Colorbox', async () => {
    expect([
      step(0, -1, 3, true),
      step(2, 1, 3, true),
      step(0, -1, 3, false),
      step(2, 1, 3, false),
      step(1, 1, 3, false),
      step(0, 1, 1, true),
    ]).toEqual([2, 0, undefined, undefined, 2, undefined]);
  });
});

describe('texts', () => {
  it('come from drupalSettings.colorbox when the site sends them, else from the Hungarian catalogue', async () => {
    await attach({ previous: 'Vissza', next: 'Tovább', close: 'Becsuk', current: '{current}. kép a(z) {total} közül' });
    await openImage('g2');
    expect(counter()).toBe('2. kép a(z) 3 közül');
    expect(screen.getByRole('button', { name: 'Vissza' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tovább' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Becsuk' }).textContent).toBe('×');
  });

  it('are Hungarian without any colorbox settings, English module defaults included', async () => {
    await attach({ close: 'Close' });
    await openImage('g2');
    expect(counter()).toBe('2 / 3');
    expect(['« Előző', 'Következő »', 'Bezárás'].map((name) => screen.getByRole('button', { name }).tagName)).toEqual([
      'BUTTON',
      'BUTTON',
      'BUTTON',
    ]);
  });

  it('warn about a wrong setting and take its default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await attach({ ...hungarian, loop: 'sometimes' });
    expect(warn).toHaveBeenCalledWith('[kurzus] lightbox: "colorbox.loop" should be true or false but is "sometimes"; using true.');
    await openImage('g1');
    expect(screen.getByRole('button', { name: '« Előző' })).toBeTruthy();
  });
});

describe('captions', () => {
  it('show the sanitized title; an empty title shows nothing', async () => {
    await attach();
    const user = userEvent.setup();
    const box = await openImage('g2', user);
    await waitFor(() => expect(box.querySelector('figcaption')?.innerHTML).toBe('A <em>második</em>'));
    await user.click(screen.getByRole('button', { name: 'Következő »' }));
    expect(box.querySelector('figcaption')).toBeNull();
  });

  it("follow the site's dompurify_custom_config", async () => {
    await attach(hungarian, { dompurify_custom_config: { ALLOWED_TAGS: ['b'] } });
    const box = await openImage('g2');
    await waitFor(() => expect(box.querySelector('figcaption')?.innerHTML).toBe('A második'));
  });
});

describe('the overlay', () => {
  it("says 'This image failed to load.' in Hungarian and stays usable", async () => {
    await attach();
    const user = userEvent.setup();
    const box = await openImage('g1', user);
    fireEvent.error(photo()!);
    expect(within(box).getByRole('alert').textContent).toBe('A képet nem sikerült betölteni.');
    await user.click(screen.getByRole('button', { name: 'Következő »' }));
    expect(shown()).toBe('/kepek/proba-2.svg');
    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('focuses Previous in a gallery and Close for a single image; focus returns to the link', async () => {
    await attach();
    const user = userEvent.setup();
    await openImage('g1', user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '« Előző' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(link('g1'));

    await openImage('single', user);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bezárás' })));
  });

  it('closes on the backdrop unless overlayClose is off', async () => {
    await attach();
    await openImage('single');
    await userEvent.click(document.querySelector('.kurzus-overlay__backdrop')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    registry.detach(document, settings);
    await attach({ ...hungarian, overlayClose: false });
    await openImage('single');
    await userEvent.click(document.querySelector('.kurzus-overlay__backdrop')!);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is one overlay at a time, and an unload detach takes it down at once', async () => {
    await attach();
    await openImage('g1');
    link('single').click();
    await waitFor(() => expect(shown()).toBe('/kepek/szinpad.svg'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    registry.detach(document, settings);
    expect(document.querySelector('[data-kurzus-islands], .kurzus-overlay, [data-once]')).toBeNull();
  });
});

describe('the slideshow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('with Colorbox slideshow on, starts by itself, steps every slideshowSpeed ms, and stops on its control', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await attach({
      ...hungarian,
      slideshow: true,
      slideshowSpeed: 3000,
      slideshowStart: 'Vetítés indítása',
      slideshowStop: 'Vetítés leállítása',
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await openImage('g1', user);
    fireEvent.load(photo()!);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(counter()).toBe('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Vetítés leállítása' }));
    fireEvent.load(photo()!);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(counter()).toBe('2 / 3');
    expect(screen.getByRole('button', { name: 'Vetítés indítása' })).toBeTruthy();
  });

  it('has no control without the slideshow setting', async () => {
    await attach();
    await openImage('g1');
    expect(screen.queryByRole('button', { name: 'diavetítés indítása' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['« Előző', 'Következő »', '×']);
  });
});

it('warns and leaves alone a colorbox class on something that is not a link', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.insertAdjacentHTML('beforeend', '<span id="odd" class="colorbox">Kép</span>');
  await attach();
  expect(warn).toHaveBeenCalledWith('[kurzus] lightbox: "element" should be a link with an href; left as it is.');
});
