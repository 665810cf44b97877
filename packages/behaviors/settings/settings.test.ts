import { describe, expect, it, vi } from 'vitest';
import { boolean, elsewhere, list, number, oneOf, plainObject, record, shape, string } from './fields.ts';
import { browserPlatform } from '../platform.ts';
import { readSettingsJson } from './loader.ts';
import { resolveSettings } from './resolve.ts';
import { INVALID } from './spec.ts';

describe('fields', () => {
  it('read numbers, also as Drupal prints them in strings, within their range', () => {
    const delay = number(1000, { min: 0 });
    expect(delay.parse(20)).toBe(20);
    expect(delay.parse('20')).toBe(20);
    expect([delay.parse(-1), delay.parse(''), delay.parse('20px'), delay.parse(NaN), delay.parse(null)]).toEqual(Array(5).fill(INVALID));
  });

  it('read booleans as true/false, 1/0 and "1"/"0"', () => {
    const flag = boolean(false);
    expect([true, 1, '1'].map(flag.parse)).toEqual([true, true, true]);
    expect([false, 0, '0'].map(flag.parse)).toEqual([false, false, false]);
    expect(['yes', 2, null].map(flag.parse)).toEqual([INVALID, INVALID, INVALID]);
  });

  it('read strings and fixed choices', () => {
    expect(string('x').parse(5)).toBe(INVALID);
    expect(oneOf(['gtag', 'dataLayer'], 'gtag').parse('dataLayer')).toBe('dataLayer');
    expect(oneOf(['gtag', 'dataLayer'], 'gtag').parse('ga')).toBe(INVALID);
  });

  it('read maps of one kind of value, refusing the whole map for one wrong value', () => {
    const events = record(boolean(false));
    expect(events.parse({ PageView: true, Lead: '0' })).toEqual({ PageView: true, Lead: false });
    expect([events.parse({ PageView: 'yes' }), events.parse([true]), events.parse(null), events.parse('PageView')]).toEqual(
      Array(4).fill(INVALID),
    );
    expect(events.fallback).toEqual({});
  });

  it('read lists item by item, and objects key by key; one bad part rejects the whole value', () => {
    const ids = list(number(0), [4]);
    expect(ids.parse([6, '7'])).toEqual([6, 7]);
    expect([ids.parse([6, 'x']), ids.parse(6), ids.parse({})]).toEqual([INVALID, INVALID, INVALID]);
    expect(ids.expected).toBe('a list of number values');
    const pair = shape<{ values: readonly number[]; own: string }>({ values: ids, own: string('') }, { values: [], own: '' });
    expect(pair.parse({ values: ['6', 8], own: '/a' })).toEqual({ values: [6, 8], own: '/a' });
    expect(pair.parse({ own: '/a' })).toEqual({ values: [4], own: '/a' });
    expect([pair.parse({ values: [6], own: 7 }), pair.parse([]), pair.parse(null)]).toEqual([INVALID, INVALID, INVALID]);
    expect(list(pair, []).parse([{ values: [6, 7], own: '/x' }])).toEqual([{ values: [6, 7], own: '/x' }]);
  });
});

describe('plainObject and elsewhere', () => {
  const spec = { path: 'colorbox', fields: { loop: boolean(true), purify: elsewhere('dompurify_custom_config', plainObject()) } };

  it("reads a plain object from a path outside the behaviour's own", () => {
    const warn = vi.fn();
    const config = { ALLOWED_TAGS: ['b'] };
    expect(resolveSettings(spec, { colorbox: { loop: false }, dompurify_custom_config: config }, warn)).toEqual({
      loop: false,
      purify: config,
    });
    expect(resolveSettings(spec, {}, warn)).toEqual({ loop: true, purify: undefined });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns with that path for what is not an object', () => {
    const warn = vi.fn();
    expect(resolveSettings(spec, { dompurify_custom_config: ['b'] }, warn)).toEqual({ loop: true, purify: undefined });
    expect(warn).toHaveBeenCalledWith('dompurify_custom_config', 'should be an object but is ["b"]; using undefined.');
  });
});

describe('resolveSettings', () => {
  const spec = { path: 'kurzus.exit_intent', fields: { sensitivity: number(20, { min: 0 }), cookie_name: string('viewedOuibounceModal') } };

  it('takes defaults for what is missing and values for what is right', () => {
    const warn = vi.fn();
    expect(resolveSettings(spec, { kurzus: { exit_intent: { sensitivity: '35' } } }, warn)).toEqual({
      sensitivity: 35,
      cookie_name: 'viewedOuibounceModal',
    });
    expect(resolveSettings(spec, {}, warn)).toEqual({ sensitivity: 20, cookie_name: 'viewedOuibounceModal' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns with the full key and falls back for a wrong value or a wrong shape', () => {
    const warn = vi.fn();
    expect(resolveSettings(spec, { kurzus: { exit_intent: { sensitivity: 'high', cookie_name: 7 } } }, warn)).toEqual({
      sensitivity: 20,
      cookie_name: 'viewedOuibounceModal',
    });
    expect(warn).toHaveBeenCalledWith('kurzus.exit_intent.sensitivity', 'should be a number of at least 0 but is "high"; using 20.');
    expect(warn).toHaveBeenCalledWith('kurzus.exit_intent.cookie_name', 'should be a string but is 7; using "viewedOuibounceModal".');
    warn.mockClear();
    expect(resolveSettings(spec, { kurzus: { exit_intent: [1, 2] } }, warn)).toEqual({
      sensitivity: 20,
      cookie_name: 'viewedOuibounceModal',
    });
    expect(warn).toHaveBeenCalledWith('kurzus.exit_intent', 'should be an object but is [1,2]; using the defaults.');
  });
});

describe('readSettingsJson', () => {
  const script = (json: string) => `<script type="application/json" data-drupal-selector="drupal-settings-json">${json}</script>`;

  it('reads the JSON from a direct child of body or head, as core does', () => {
    document.body.innerHTML = script('{"kurzus":{"analytics":{"sink":"gtag"}}}');
    expect(readSettingsJson(document, browserPlatform())).toEqual({ kurzus: { analytics: { sink: 'gtag' } } });
    document.body.innerHTML = '';
    document.head.innerHTML = script('{"path":{"baseUrl":"/"}}');
    expect(readSettingsJson(document, browserPlatform())).toEqual({ path: { baseUrl: '/' } });
  });

  it('ignores a settings script nested deeper (core does, against injected markup)', () => {
    document.body.innerHTML = `<div>${script('{"injected":true}')}</div>`;
    expect(readSettingsJson(document, browserPlatform())).toEqual({});
  });

  it('warns about malformed JSON, naming the script, and gives empty settings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = script('{"kurzus": {');
    expect(readSettingsJson(document, browserPlatform())).toEqual({});
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[kurzus\] settings: "drupal-settings-json" is not valid JSON \(.+\); using no settings\.$/),
    );
    document.body.innerHTML = script('[1]');
    expect(readSettingsJson(document, browserPlatform())).toEqual({});
    expect(warn).toHaveBeenLastCalledWith('[kurzus] settings: "drupal-settings-json" is not a JSON object; using no settings.');
  });
});
