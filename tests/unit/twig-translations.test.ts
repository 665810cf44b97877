import { expect, it } from 'vitest';
import { createRenderer } from '../../scripts/twig/render.ts';

// A .po file's entries as Drupal's locale keeps them: a context makes another string of the same words.
const po = ['msgctxt "kurzus"', 'msgid "Home"', 'msgstr "Kezdőlap"', '', 'msgid "Home"', 'msgstr "Otthon"', ''].join('\n');

it("the fixtures' renderer translates |t in its context only, as Drupal does", () => {
  const template = "{{ 'Home'|t({}, {'context': 'kurzus'}) }}|{{ 'Home'|t }}|{{ 'Home'|t({}, {'context': 'other'}) }}|{{ 'Log in'|t }}";
  const renderer = createRenderer({ 'contexts.html.twig': template }, po);
  expect(renderer.render('contexts.html.twig', {})).toBe('Kezdőlap|Otthon|Home|Log in');
});
