import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bindings } from '../../fixtures/data/index.ts';
import { performanceTable } from '../../fixtures/data/performances.ts';
import { createRenderer } from '../../scripts/twig/render.ts';
import { components, renderer } from '../../scripts/twig/templates.ts';
import { contractDifferences, parseRendered } from '../support/markup-contract.ts';

const fixture = (page: string) => new DOMParser().parseFromString(readFileSync(`fixtures/${page}.html`, 'utf8'), 'text/html');

/** Elements a behaviour or the host keys on: each must come from a template. */
const FEATURE_MARKUP = [
  '[data-kurzus]',
  '[data-equal-height]',
  '[data-slide]',
  '[data-extra]',
  'table.performances',
  '.colorbox',
  '.cart--cart-block',
  '#ouibounce-exit-modal',
  'form.contact-form',
  '.captcha',
  '.offcanvas-panel',
].join(', ');

describe.each(Object.entries(bindings))('fixtures/%s.html', (page, pageBindings) => {
  const document = fixture(page);

  it.each(pageBindings.map((binding) => [binding.selector, binding] as const))('%s is what its templates print', (_selector, binding) => {
    const elements = [...document.querySelectorAll(binding.selector)];
    expect(elements.length, `no element matches ${binding.selector}`).toBeGreaterThan(0);
    const rendered = binding.render.flatMap((printable) => parseRendered(renderer.print(printable)));
    expect(contractDifferences(elements, rendered, { deep: binding.deep ?? true })).toEqual([]);
  });

  it('ties every piece of feature markup to a template', () => {
    const bound = pageBindings.flatMap((binding) => [...document.querySelectorAll(binding.selector)]);
    const unbound = [...document.querySelectorAll(FEATURE_MARKUP)].filter((element) => !bound.some((root) => root.contains(element)));
    expect(unbound.map((element) => element.outerHTML.slice(0, 120))).toEqual([]);
  });
});

it('covers every fixture page', () => {
  const pages = ['admin', 'bundle', 'contact', 'cookie-consent', 'courses', 'gallery', 'home', 'packages', 'payment', 'performances'];
  expect(Object.keys(bindings).sort()).toEqual(pages);
});

describe('a fixture and its template that disagree', () => {
  const table = () => [...fixture('performances').querySelectorAll('table.performances')];

  it('shows a changed variable: a ticket link to another URL', () => {
    const rendered = parseRendered(renderer.renderable(performanceTable(['https://jegy.example.hu/mas', ...Array(8).fill('/')])));
    const differences = contractDifferences(table(), rendered);
    expect(differences.join('\n')).toMatch(
      /"href":"https:\/\/jegy\.example\.hu\/eloadas\/a-boldogsag-budapest-2026-12-04".*"href":"https:\/\/jegy\.example\.hu\/mas"/,
    );
  });

  it('shows a changed template: the ticket button without its behaviour key', () => {
    const source = readFileSync('theme/components/ticket-button/ticket-button.twig', 'utf8');
    expect(source).toContain(".setAttribute('data-kurzus', 'ticket')");
    // The altered copies (the field template, and the component it includes), registered under names of their
    // own, with the variables the view gives the real one.
    const field = readFileSync('theme/templates/field/field--field-jegy-link.html.twig', 'utf8');
    const [ticketButton] = components.filter(({ machineName }) => machineName === 'ticket-button');
    const altered = createRenderer(
      { '@altered/field--field-jegy-link.html.twig': field.replace("'kurzus:ticket-button'", "'kurzus:altered-ticket-button'") },
      '',
      [{ ...ticketButton!, machineName: 'altered-ticket-button', template: source.replace(".setAttribute('data-kurzus', 'ticket')", '') }],
    );
    const link = altered.render('@altered/field--field-jegy-link.html.twig', {
      items: [{ content: { '#url': '/', '#title': 'Jegyvásárlás' } }],
    });
    const fixtureLink = table()[0]!.querySelector('a[href="/"]')!;
    expect(contractDifferences([fixtureLink], parseRendered(link)).join('\n')).toMatch(
      /"data-kurzus":"ticket".* in the fixture, \{"href":"\/"\} from the template/,
    );
  });
});
