import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DrupalSettings } from '#behaviors';
import { createRegistry } from '#behaviors/manifest';
import { pageView } from './index.ts';
import { pageViewUrl } from './page-view.ts';

let settings: DrupalSettings;
const registry = createRegistry([pageView], () => settings);
const tracking = (enabled: unknown, events: unknown) => ({ meta_conversions_api: { enabled, events } });

// The feature's code loads once, before the tests; from then on attach mounts synchronously.
beforeAll(() => registry.preload());

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
  settings = tracking(true, { PageView: true });
});

afterEach(() => {
  registry.detach(document);
  vi.unstubAllGlobals();
  delete window.Drupal;
});

it('builds the address from the full page URL, encoded as one query value', () => {
  expect(pageViewUrl('https://kurzus.example.hu/kapcsolat?a=1&b=2#urlap')).toBe(
    '/ajax/page-view?url=https%3A%2F%2Fkurzus.example.hu%2Fkapcsolat%3Fa%3D1%26b%3D2%23urlap',
  );
});

it('sends GET /ajax/page-view?url=<this page> once, however often it is attached', () => {
  registry.attach(document);
  registry.attach(document);
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledWith(pageViewUrl(window.location.href), { credentials: 'same-origin' });
});

describe('sends nothing', () => {
  it.each([
    ['without the settings', () => void (settings = {})],
    ['when enabled is false', () => void (settings = tracking(false, { PageView: true }))],
    ['when PageView is false', () => void (settings = tracking(true, { PageView: false }))],
    ['when PageView is missing', () => void (settings = tracking(true, { Lead: true }))],
    [
      'when the allow check says no',
      () => void (window.Drupal = { behaviors: {}, meta_conversions_api: { allowedCallback: () => false } } as typeof window.Drupal),
    ],
  ])('%s', (_case, arrange) => {
    arrange();
    registry.attach(document);
    expect(fetch).not.toHaveBeenCalled();
  });
});

it('asks the allow check at send time, so a replaced callback counts', () => {
  const allowedCallback = vi.fn(() => true);
  window.Drupal = { behaviors: {}, meta_conversions_api: { allowedCallback } } as typeof window.Drupal;
  registry.attach(document);
  expect(allowedCallback).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('treats a throwing allow check as a no, with a warning that names it', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.Drupal = {
    behaviors: {},
    meta_conversions_api: {
      allowedCallback: () => {
        throw new Error('nincs hozzájárulás');
      },
    },
  } as typeof window.Drupal;
  registry.attach(document);
  expect(fetch).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('[kurzus] page-view: "Drupal.meta_conversions_api.allowedCallback" threw'));
});

it('stays silent when the request fails: nothing logged, no unhandled rejection', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  registry.attach(document);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(fetch).toHaveBeenCalledTimes(1);
  for (const spy of logged) expect(spy).not.toHaveBeenCalled();
});
