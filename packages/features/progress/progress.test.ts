import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { progress } from './index.ts';
import { PROGRESS_INTERVAL } from './progress.ts';

const registry = createRegistry([progress], () => ({}));
let answers: unknown[];
let requested: string[];

beforeEach(() => {
  // Only the poll's clock is faked: the behaviour's code loads and the answers arrive as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  requested = [];
  answers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return Response.json(answers.shift() ?? { status: 1, percentage: '50' });
    }),
  );
  document.body.innerHTML = '<div data-kurzus="progress" data-progress-uri="/feldolgozas/ujraindexeles"></div>';
});

afterEach(() => {
  registry.detach(document);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Waits in real time (setInterval is not faked) for what the bar draws once its code has loaded. */
async function eventually<T>(find: () => T | null | undefined): Promise<T> {
  for (let tries = 0; tries < 300; tries++) {
    const found = find();
    if (found) return found;
    await new Promise<void>((resolve) => {
      const id = setInterval(() => (clearInterval(id), resolve()), 10);
    });
  }
  throw new Error('It did not appear.');
}

const bar = () => eventually(() => screen.queryByRole('progressbar', { name: 'Videók újraindexelése' }));
const alert = () => eventually(() => screen.queryByRole('alert'));
const step = () => vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL);

it('asks {uri}?_format=json at once and every 1500 ms after, drawing status, percentage, message and label', async () => {
  answers = [
    { status: 1, percentage: '25', message: '1. lépés a 4-ből', label: 'Videók újraindexelése' },
    { status: 1, percentage: 50, message: '2. lépés a 4-ből', label: 'Videók újraindexelése' },
  ];
  registry.attach(document);
  expect((await bar()).getAttribute('aria-valuenow')).toBe('25');
  expect(requested).toEqual(['/feldolgozas/ujraindexeles?_format=json']);
  expect(screen.getByText('1. lépés a 4-ből')).toBeTruthy();
  await vi.advanceTimersByTimeAsync(PROGRESS_INTERVAL - 1);
  expect(requested).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1);
  await eventually(() => screen.queryByText('50%'));
  expect((await bar()).getAttribute('aria-valuenow')).toBe('50');
  expect(requested).toHaveLength(2);
});

it("shows the answer's data as the error on status 0, and stops asking", async () => {
  answers = [
    { status: 1, percentage: '25', label: 'Videók újraindexelése' },
    { status: 0, data: 'A videótár nem érhető el.' },
  ];
  registry.attach(document);
  await bar();
  await step();
  expect((await alert()).textContent).toBe('A videótár nem érhető el.');
  expect(screen.queryByRole('progressbar')).toBeNull();
  await step();
  await step();
  expect(requested).toHaveLength(2);
});

it('stops at 100%', async () => {
  answers = [{ status: 1, percentage: '100', message: 'Kész.', label: 'Videók újraindexelése' }];
  registry.attach(document);
  expect((await bar()).getAttribute('aria-valuenow')).toBe('100');
  await step();
  expect(requested).toHaveLength(1);
});

it("draws the bar after the element's own message, and detach takes the bar away and leaves the message", async () => {
  document.body.innerHTML =
    '<div data-kurzus="progress" data-progress-uri="/feldolgozas/ujraindexeles"><p>Az újraindexelés folyamatban van.</p></div>';
  answers = [{ status: 1, percentage: '25', label: 'Videók újraindexelése' }];
  registry.attach(document);
  const track = await bar();
  const host = document.querySelector('[data-kurzus="progress"]')!;
  expect([...host.children].map((child) => child.className)).toEqual(['', 'progress kurzus-progress']);
  expect(host.contains(track)).toBe(true);
  registry.detach(document);
  await step();
  await step();
  expect(requested).toHaveLength(1);
  expect(host.innerHTML).toBe('<p>Az újraindexelés folyamatban van.</p>');
});

it('says so in Hungarian when the request fails, and stops', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 503 })),
  );
  registry.attach(document);
  expect((await alert()).textContent).toBe('Valami hiba történt. Próbáld meg újra egy kicsit később. (Hibakód: 503)');
  await step();
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('warns about an element without data-progress-uri', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  document.body.innerHTML = '<div data-kurzus="progress"></div>';
  registry.attach(document);
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('[kurzus] progress: "data-progress-uri" is missing; no progress is shown.'));
  expect(fetch).not.toHaveBeenCalled();
});

it.each(['javascript:__xss=1', ' JaVaScRiPt:__xss=1', 'data:application/json,{}', 'https://masik.example.hu/feldolgozas/1'])(
  'never polls %j (only the site’s own http(s) addresses), and warns',
  async (uri) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<div data-kurzus="progress" data-progress-uri="${uri}"></div>`;
    registry.attach(document);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        `[kurzus] progress: "data-progress-uri" "${uri}" is not an http(s) address of this site; no progress is shown.`,
      ),
    );
    expect(fetch).not.toHaveBeenCalled();
  },
);
