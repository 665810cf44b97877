import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { paymentRedirect } from './index.ts';
import { REVEAL_AFTER_MS } from './payment-redirect.ts';

const registry = createRegistry([paymentRedirect], () => ({}));
const revealed = () => document.body.classList.contains('is-revealed');

// The feature's code loads once, before the tests; from then on attach mounts synchronously.
beforeAll(() => registry.preload());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.body.setAttribute('data-kurzus', 'payment-redirect');
});

afterEach(() => {
  registry.detach(document);
  document.body.removeAttribute('data-kurzus');
  vi.useRealTimers();
});

it('is revealed after 3000 ms, with the stylesheet’s own reveal paused meanwhile', () => {
  // What kurzus.css does under html.js until the reveal.
  document.head.innerHTML = '<style>body:not(.is-revealed) { opacity: 0 }</style>';
  registry.attach(document);
  expect(document.body.style.animationPlayState).toBe('paused');
  vi.advanceTimersByTime(REVEAL_AFTER_MS - 1);
  expect(revealed()).toBe(false);
  vi.advanceTimersByTime(1);
  expect(revealed()).toBe(true);
});

it('counts the time the page was hidden before the code came, by the stylesheet’s clock', () => {
  document.head.innerHTML = '<style>body:not(.is-revealed) { opacity: 0 }</style>';
  // jsdom runs no animations: the stylesheet's reveal, 1200 ms into its 3 s.
  const clock = { animationName: 'kurzus-payment-reveal', currentTime: 1200 } as unknown as CSSAnimation;
  document.body.getAnimations = () => [clock];
  try {
    registry.attach(document);
    vi.advanceTimersByTime(REVEAL_AFTER_MS - 1200 - 1);
    expect(revealed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(revealed()).toBe(true);
  } finally {
    delete (document.body as Partial<HTMLElement>).getAnimations;
  }
});

it('is revealed at once when the stylesheet already showed it (the bundle came late)', () => {
  registry.attach(document);
  expect(revealed()).toBe(true);
  expect(document.body.hasAttribute('style')).toBe(false);
});

it('leaves the body as it was after an unload detach', () => {
  document.head.innerHTML = '<style>body:not(.is-revealed) { opacity: 0 }</style>';
  registry.attach(document);
  registry.detach(document);
  vi.advanceTimersByTime(REVEAL_AFTER_MS);
  expect(document.body.hasAttribute('style')).toBe(false);
  expect(document.body.hasAttribute('class')).toBe(false);
});
