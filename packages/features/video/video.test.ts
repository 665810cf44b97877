import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { videoId } from './id.ts';
import { video } from './index.ts';
import { embedUrl, videoSize } from './player.ts';

const registry = createRegistry([video], () => ({ kurzus: { analytics: { sink: 'dataLayer' } } }));
const player = () => document.querySelector<HTMLIFrameElement>('iframe.kurzus-video__player');

beforeEach(async () => {
  document.body.innerHTML = `
    <a id="trailer" href="https://vimeo.com/76979871/?share=copy#t=12" data-kurzus="video" data-title="A Boldogság – előzetes">Előzetes</a>
    <a id="untitled" href="https://vimeo.com/22439234" data-kurzus="video">  A Siker  </a>`;
  registry.attach(document);
  await registry.settled();
});

afterEach(() => {
  registry.detach(document);
  delete window.dataLayer;
});

describe('the video id', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/76979871/', '76979871'],
    ['https://vimeo.com/76979871?autoplay=0', '76979871'],
    ['https://vimeo.com/76979871#t=30s', '76979871'],
    ['https://vimeo.com/channels/staffpicks/148751763/?share=copy#t=12', '148751763'],
    ['https://player.vimeo.com/video/1084537', '1084537'],
    ['//vimeo.com/76979871', '76979871'],
    ['/videok/76979871', '76979871'],
  ])('of %s is %s', (href, id) => {
    expect(videoId(href, 'https://kurzus.example.hu/oldal')).toBe(id);
  });

  it.each(['https://vimeo.com/', 'https://vimeo.com//?x=1', 'https://vimeo.com/%3Cscript%3E', 'http://[bad'])(
    'of %s is not usable',
    (href) => {
      expect(videoId(href, 'https://kurzus.example.hu/oldal')).toBeUndefined();
    },
  );

  it("makes the player's URL with the spec's options", () => {
    expect(embedUrl('76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&loop=1&title=0&byline=0&portrait=0&badge=0&autopause=0',
    );
  });
});

describe('the overlay size', () => {
  it.each([
    [500, { width: 455, height: 305, frameWidth: 455 }],
    [800, { width: 755, height: 480, frameWidth: 755 }],
    [1280, { width: 1235, height: 480, frameWidth: 800 }],
  ])('at a window %i px wide is %o', (windowWidth, size) => {
    expect(videoSize(windowWidth)).toEqual(size);
  });
});

describe('a video link', () => {
  it('opens the player instead of navigating and records click_play with the title', async () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('trailer')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // Its code loads as the visitor reaches for the link; a click that comes first is held and replayed.
    await waitFor(() => expect(window.dataLayer).toEqual([{ event: 'click_play', content: 'A Boldogság – előzetes' }]));
    await screen.findByRole('dialog', { name: 'A Boldogság – előzetes' });
    expect(player()!.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1&loop=1&title=0&byline=0&portrait=0&badge=0&autopause=0');
    expect(player()!.title).toBe('A Boldogság – előzetes');
  });

  it("takes the link's text as the title when it has no data-title", async () => {
    await userEvent.click(document.getElementById('untitled')!);
    await screen.findByRole('dialog', { name: 'A Siker' });
    expect(window.dataLayer).toEqual([{ event: 'click_play', content: 'A Siker' }]);
  });

  it('removes the player on close (the video stops) and gives focus back to the link', async () => {
    const user = userEvent.setup();
    await user.click(document.getElementById('trailer')!);
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bezárás' })));
    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('trailer'));
  });

  it("offline, says 'This content failed to load.' in Hungarian instead of the player; Esc still closes", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    await user.click(document.getElementById('trailer')!);
    expect((await screen.findByRole('alert')).textContent).toBe('A tartalmat nem sikerült betölteni.');
    expect(player()).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without a usable id is left alone, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.insertAdjacentHTML('beforeend', '<a id="bad" href="https://vimeo.com/" data-kurzus="video" data-title="x">Videó</a>');
    registry.attach(document);
    expect(warn).toHaveBeenCalledWith(
      '[kurzus] video: "href" has no video id in its last path segment ("https://vimeo.com/"); the link is left as it is.',
    );
    let followed: boolean | undefined;
    // Seen last, on the document; then stopped, since jsdom cannot navigate (the browser test does).
    document.addEventListener('click', (event) => ((followed = !event.defaultPrevented), event.preventDefault()), { once: true });
    document.getElementById('bad')!.click();
    expect(followed).toBe(true);
    expect(window.dataLayer).toBeUndefined();
  });
});
