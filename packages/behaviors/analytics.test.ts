import { afterEach, expect, it, vi } from 'vitest';
import { track } from './analytics.ts';
import { browserPlatform } from './platform.ts';

const platform = browserPlatform();

afterEach(() => {
  delete window.gtag;
  delete window.dataLayer;
});

it('pushes onto dataLayer when there is no gtag, creating it if need be', () => {
  track('ticket_click', { link_url: 'https://jegy.example.hu/a' }, {}, platform);
  expect(window.dataLayer).toEqual([{ event: 'ticket_click', link_url: 'https://jegy.example.hu/a' }]);
});

it('calls gtag when it is on the page, unless the site chose dataLayer', () => {
  const gtag = vi.fn();
  window.gtag = gtag;
  track('click_play', { content: 'A Siker' }, {}, platform);
  expect(gtag).toHaveBeenCalledWith('event', 'click_play', { content: 'A Siker' });
  track('click_play', { content: 'A Siker' }, { kurzus: { analytics: { sink: 'dataLayer' } } }, platform);
  expect(gtag).toHaveBeenCalledTimes(1);
  expect(window.dataLayer).toEqual([{ event: 'click_play', content: 'A Siker' }]);
});

it('warns and carries on when the chosen sink is missing or the setting is wrong', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  expect(() => track('ticket_click', { link_url: '/x' }, { kurzus: { analytics: { sink: 'gtag' } } }, platform)).not.toThrow();
  expect(warn).toHaveBeenCalledWith('[kurzus] analytics: "kurzus.analytics.sink" could not record "ticket_click": gtag is not on the page');
  track('ticket_click', { link_url: '/x' }, { kurzus: { analytics: { sink: 'ga' } } }, platform);
  expect(warn).toHaveBeenCalledWith(
    '[kurzus] analytics: "kurzus.analytics.sink" should be one of "auto", "gtag", "dataLayer" but is "ga"; using "auto".',
  );
  expect(window.dataLayer).toEqual([{ event: 'ticket_click', link_url: '/x' }]);
});
