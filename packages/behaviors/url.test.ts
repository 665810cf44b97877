import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserPlatform, navigate, type Platform } from './platform.ts';
import { safeUrl } from './url.ts';

const base = 'https://kurzus.example.hu/kurzusok/a-siker';

describe('safeUrl', () => {
  it.each([
    ['https://teachable.example.hu/p/a-siker', 'https://teachable.example.hu/p/a-siker'],
    ['http://jegy.example.hu/x', 'http://jegy.example.hu/x'],
    ['/add-to-cart/6', 'https://kurzus.example.hu/add-to-cart/6'],
    ['masik', 'https://kurzus.example.hu/kurzusok/masik'],
    ['//cdn.example.hu/a', 'https://cdn.example.hu/a'],
    ['  /kosar \n', 'https://kurzus.example.hu/kosar'],
    ['HTTPS://Teachable.example.hu/', 'https://teachable.example.hu/'],
  ])('follows %j', (raw, expected) => {
    expect(safeUrl(raw, base)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:a@example.hu',
    'http://[bad',
    '',
    '   ',
    null,
    undefined,
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw, base)).toBeUndefined();
  });
});

describe('navigate', () => {
  afterEach(() => vi.restoreAllMocks());
  const platform: Platform = { ...browserPlatform(), assign: () => {}, openInNewTab: () => {} };

  it('refuses a javascript: address with a warning naming behaviour and attribute, then follows the safe href', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const assign = vi.spyOn(platform, 'assign');
    expect(
      navigate(platform, ' JavaScript:alert(1)', { behavior: 'buy', attribute: 'data-teachable', fallback: '/kurzusok/a-siker' }),
    ).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      '[kurzus] buy: "data-teachable" is not an http(s) or same-site address (" JavaScript:alert(1)"); not followed.',
    );
    expect(assign).toHaveBeenCalledWith('/kurzusok/a-siker');
  });

  it('does nothing visible, and never throws, when the fallback is unsafe too', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const assign = vi.spyOn(platform, 'assign');
    const newTab = vi.spyOn(platform, 'openInNewTab');
    expect(
      navigate(platform, 'java\tscript:alert(1)', {
        behavior: 'gift',
        attribute: 'data-gift',
        fallback: 'javascript:void 0',
        newTab: true,
      }),
    ).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(newTab).not.toHaveBeenCalled();
  });

  it('opens a safe gift link in a new tab', () => {
    const newTab = vi.spyOn(platform, 'openInNewTab');
    navigate(platform, 'https://ajandek.example.hu/a', { behavior: 'buy', attribute: 'data-gift', newTab: true });
    expect(newTab).toHaveBeenCalledWith('https://ajandek.example.hu/a');
  });
});
