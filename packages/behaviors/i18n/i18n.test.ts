import { afterEach, describe, expect, it } from 'vitest';
import { installDrupalHost, removeDrupalHost } from '../../../tests/support/drupal-host.ts';
import { t } from '../../features/ticket/ticket.ts';
import { CONTEXT, createTranslator, PLURAL_DELIMITER, t as runtimeT } from './index.ts';
import { pluralFormatter, translator } from './strings.ts';

// A catalogue with a plural entry, to test the mechanism apart from the bundle's own strings.
const seats = '1 seat left' + PLURAL_DELIMITER + '@count seats left';
const testCatalogue = {
  Close: 'Bezárás',
  'Hello @name': 'Szia @name',
  [seats]: '1 hely maradt' + PLURAL_DELIMITER + '@count hely maradt',
};

afterEach(removeDrupalHost);

// `t` is a feature's (the ticket's): its own strings and the runtime's.
const english = () => void (document.documentElement.lang = 'en');

/** The plural of 'seats left' for 1, 0, 2 and 5. */
const seatsLeft = (plural: ReturnType<typeof pluralFormatter>) =>
  [1, 0, 2, 5].map((count) => plural(count, '1 seat left', '@count seats left'));

describe.each([
  ['standalone', () => {}],
  ['under Drupal without a translation', () => installDrupalHost()],
])('%s, on a Hungarian page', (_host, install) => {
  it('t() gives the Hungarian catalogue text', () => {
    install();
    expect(t('Soon')).toBe('Hamarosan');
    expect(t('OK')).toBe('Rendben');
    expect(t('Close')).toBe('Bezárás');
    expect(runtimeT('Close')).toBe('Bezárás');
    expect(t('Ticket purchase will soon be available for this performance too.')).toBe(
      'A jegyvásárlás hamarosan elérhető lesz ehhez az előadáshoz is.',
    );
  });

  it('t() fills placeholders with Drupal semantics and leaves unknown strings in English', () => {
    install();
    const { t: translate, lookup } = createTranslator(testCatalogue);
    expect(translate('Hello @name', { '@name': '<b>Éva</b>' })).toBe('Szia &lt;b&gt;Éva&lt;/b&gt;');
    // t() takes only its catalogue's sources; a text the site sends goes through lookup.
    expect(lookup('Not in any catalogue')).toBe('Not in any catalogue');
  });

  it('formatPlural() takes form 0 for 1 and form 1 for 0, 2 and 5', () => {
    install();
    const plural = pluralFormatter(createTranslator(testCatalogue).lookup);
    expect(seatsLeft(plural)).toEqual(['1 hely maradt', '0 hely maradt', '2 hely maradt', '5 hely maradt']);
    const { formatPlural } = translator({});
    expect([1, 0, 2, 5].map((count) => formatPlural(count, '1 day', '@count days'))).toEqual(['1 day', '0 days', '2 days', '5 days']);
  });

  it("takes a regional tag ('hu-HU') for Hungarian", () => {
    install();
    document.documentElement.lang = 'hu-HU';
    expect(t('Soon')).toBe('Hamarosan');
  });
});

describe('on a page in another language', () => {
  it('standalone, <html lang="en"> gives the English source, placeholders filled, plurals by the English rule', () => {
    english();
    const { t: translate, lookup } = createTranslator(testCatalogue);
    const plural = pluralFormatter(lookup);
    expect([t('Soon'), t('Close'), translate('Hello @name', { '@name': 'Éva' })]).toEqual(['Soon', 'Close', 'Hello Éva']);
    expect([1, 2].map((count) => plural(count, '1 seat left', '@count seats left'))).toEqual(['1 seat left', '2 seats left']);
  });

  it("under Drupal, <html lang> decides (the interface language, Drupal.t's), not the URL's currentLanguage", () => {
    english();
    installDrupalHost({ settings: { path: { currentLanguage: 'hu' } } });
    expect(t('Soon')).toBe('Soon');
    document.documentElement.lang = 'hu';
    installDrupalHost({ settings: { path: { currentLanguage: 'en' } } });
    expect(t('Soon')).toBe('Hamarosan');
  });

  it("gives Drupal's translation where the site has one (German, say)", () => {
    document.documentElement.lang = 'de';
    installDrupalHost({ settings: { path: { currentLanguage: 'de' } }, translations: { [CONTEXT]: { Close: 'Schließen' } } });
    expect([t('Close'), t('Soon')]).toEqual(['Schließen', 'Soon']);
  });
});

describe("under Drupal with the site's own translations", () => {
  it("t() gives Drupal's translation in the 'kurzus' context where it has one, the catalogue's elsewhere", () => {
    installDrupalHost({ translations: { [CONTEXT]: { Soon: 'Nemsokára' } } });
    expect(t('Soon')).toBe('Nemsokára');
    expect(t('OK')).toBe('Rendben');
  });

  it("leaves core's community translation of the same English (context '') out: the bundle's wording stays", () => {
    installDrupalHost({ translations: { '': { Close: 'Bezár', OK: 'OK' } } });
    expect([t('Close'), t('OK')]).toEqual(['Bezárás', 'Rendben']);
  });

  it("formatPlural() uses Drupal's plural translation and its plural formula", () => {
    installDrupalHost({
      translations: { [CONTEXT]: { [seats]: 'Egy szabad hely' + PLURAL_DELIMITER + '@count szabad hely' } },
      pluralFormula: { 1: 0, default: 1 },
    });
    const plural = pluralFormatter(createTranslator(testCatalogue).lookup);
    expect(seatsLeft(plural)).toEqual(['Egy szabad hely', '0 szabad hely', '2 szabad hely', '5 szabad hely']);
  });
});
