import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The demo's imitation of Drupal core (scripts/demo/drupal-core) against what core's drupal.js,
// drupalSettingsLoader.js and drupal.init.js do on a real site.

type Context = Document | Element;
type Settings = Record<string, unknown>;

interface CoreDrupal {
  behaviors: Record<
    string,
    { attach?(context: Context, settings: Settings): void; detach?(context: Context, settings: Settings, trigger: string): void }
  >;
  locale: object;
  throwError(error: unknown): void;
  attachBehaviors(context?: Context, settings?: Settings): void;
  detachBehaviors(context?: Context, settings?: Settings, trigger?: string): void;
  checkPlain(value: unknown): string;
  formatString(text: string, args: Record<string, unknown>): string;
  t(text: string, args?: Record<string, unknown>, options?: { context?: string }): string;
  formatPlural(count: unknown, singular: string, plural: string, args?: Record<string, unknown>, options?: { context?: string }): string;
}

const core = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/demo/drupal-core');

/** Runs one of the files as a classic script would: in the page's global scope. */
const run = (file: string) => new Function(readFileSync(path.join(core, file), 'utf8'))();

function loadDrupal({ settings = { pluralDelimiter: '\u0003' }, translations }: { settings?: Settings; translations?: object } = {}) {
  window.drupalSettings = settings;
  if (translations) window.drupalTranslations = translations;
  run('drupal.js');
  return window.Drupal as unknown as CoreDrupal;
}

afterEach(() => {
  vi.useRealTimers();
  delete window.Drupal;
  delete window.drupalSettings;
  delete window.drupalTranslations;
  document.documentElement.className = '';
});

describe('drupal.js', () => {
  it('starts with empty behaviors and locale', () => {
    const Drupal = loadDrupal();
    expect(Drupal.behaviors).toEqual({});
    expect(Drupal.locale).toEqual({});
  });

  it('attaches and detaches in registration order, with document, drupalSettings and unload by default', () => {
    const settings = { pluralDelimiter: '\u0003', page: 1 };
    const Drupal = loadDrupal({ settings });
    const calls: unknown[][] = [];
    Drupal.behaviors.first = {
      attach: (...args) => calls.push(['first attach', ...args]),
      detach: (...args) => calls.push(['first detach', ...args]),
    };
    Drupal.behaviors.second = { attach: (...args) => calls.push(['second attach', ...args]) };
    Drupal.behaviors.third = { detach: (...args) => calls.push(['third detach', ...args]) };

    Drupal.attachBehaviors();
    Drupal.detachBehaviors();
    const element = document.createElement('div');
    Drupal.detachBehaviors(element, { other: true }, 'serialize');

    expect(calls).toEqual([
      ['first attach', document, settings],
      ['second attach', document, settings],
      ['first detach', document, settings, 'unload'],
      ['third detach', document, settings, 'unload'],
      ['first detach', element, { other: true }, 'serialize'],
      ['third detach', element, { other: true }, 'serialize'],
    ]);
  });

  it.each(['attach', 'detach'] as const)('isolates a behaviour that throws in %s and hands the error to throwError', (phase) => {
    const Drupal = loadDrupal();
    const error = new Error('broken');
    const throwError = vi.spyOn(Drupal, 'throwError').mockImplementation(() => {});
    const after = vi.fn();
    Drupal.behaviors.broken = {
      [phase]: () => {
        throw error;
      },
    };
    Drupal.behaviors.after = { [phase]: after };

    if (phase === 'attach') Drupal.attachBehaviors(document);
    else Drupal.detachBehaviors(document);

    expect(after).toHaveBeenCalledOnce();
    expect(throwError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it('throwError rethrows on a later tick, not at once', () => {
    vi.useFakeTimers();
    const Drupal = loadDrupal();
    const error = new Error('later');
    expect(() => Drupal.throwError(error)).not.toThrow();
    expect(() => vi.runAllTimers()).toThrow(error);
  });

  it('checkPlain escapes & < > " and \'', () => {
    expect(loadDrupal().checkPlain(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });

  it('formatString treats @, ! and % placeholders apart, longest key first, never searching inserted text', () => {
    const Drupal = loadDrupal();
    expect(Drupal.formatString('@a !b %c', { '@a': '<i>', '!b': '<b>', '%c': '<u>' })).toBe(
      '&lt;i&gt; <b> <em class="placeholder">&lt;u&gt;</em>',
    );
    expect(Drupal.formatString('@name @names', { '@name': '@names', '@names': 'X' })).toBe('@names X');
  });

  it('t translates by context and replaces placeholders only when given args', () => {
    const Drupal = loadDrupal({
      translations: { strings: { '': { Soon: 'Hamarosan', 'Hello @name': 'Szia @name', Empty: '' }, menu: { Soon: 'Mindjárt' } } },
    });
    expect(Drupal.t('Soon')).toBe('Hamarosan');
    expect(Drupal.t('Soon', undefined, { context: 'menu' })).toBe('Mindjárt');
    expect(Drupal.t('Hello @name')).toBe('Szia @name');
    expect(Drupal.t('Hello @name', { '@name': '<Anna>' })).toBe('Szia &lt;Anna&gt;');
    expect(Drupal.t('Empty')).toBe('Empty');
    expect(Drupal.t('Unknown')).toBe('Unknown');
  });

  it('formatPlural without a formula: singular only for the number 1, @count in both forms', () => {
    const Drupal = loadDrupal();
    expect(Drupal.formatPlural(1, '1 item', '@count items')).toBe('1 item');
    expect(Drupal.formatPlural(0, '1 item', '@count items')).toBe('0 items');
    expect(Drupal.formatPlural(5, '@count item', '@count items')).toBe('5 items');
    expect(Drupal.formatPlural('1', '1 item', '@count items')).toBe('1 items');
  });

  it('formatPlural with a formula translates the joined string and picks the form the formula names', () => {
    const Drupal = loadDrupal({
      translations: {
        strings: { '': { '1 ticket\u0003@count tickets': '@count jegy\u0003@count jegyek' } },
        pluralFormula: { 1: 0, default: 1 },
      },
    });
    expect(Drupal.formatPlural(1, '1 ticket', '@count tickets')).toBe('1 jegy');
    expect(Drupal.formatPlural(3, '1 ticket', '@count tickets')).toBe('3 jegyek');
  });
});

describe('drupalSettingsLoader.js', () => {
  const settingsScript = (json: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.drupalSelector = 'drupal-settings-json';
    script.textContent = json;
    return script;
  };

  it('reads the settings script that is a direct child of body', () => {
    document.body.append(settingsScript('{"path":{"baseUrl":"\\/"}}'));
    run('drupalSettingsLoader.js');
    expect(window.drupalSettings).toEqual({ path: { baseUrl: '/' } });
  });

  it('ignores a settings script nested deeper, leaving {}', () => {
    document.body.appendChild(document.createElement('div')).append(settingsScript('{"a":1}'));
    run('drupalSettingsLoader.js');
    expect(window.drupalSettings).toEqual({});
  });

  it('throws on malformed JSON, after setting {}', () => {
    document.head.append(settingsScript('{oops'));
    expect(() => run('drupalSettingsLoader.js')).toThrow(SyntaxError);
    expect(window.drupalSettings).toEqual({});
  });
});

describe('drupal.init.js', () => {
  it('adds the js class and attaches on a later tick when the DOM is already parsed', () => {
    vi.useFakeTimers();
    const Drupal = loadDrupal({ settings: { page: 1 } });
    const attach = vi.spyOn(Drupal, 'attachBehaviors');
    run('drupal.init.js');
    expect(document.documentElement.classList.contains('js')).toBe(true);
    expect(attach).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(attach).toHaveBeenCalledExactlyOnceWith(document, { page: 1 });
  });

  it('attaches once on DOMContentLoaded while the document is loading', () => {
    const Drupal = loadDrupal();
    const attach = vi.spyOn(Drupal, 'attachBehaviors');
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    run('drupal.init.js');
    expect(attach).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(attach).toHaveBeenCalledOnce();
  });
});
