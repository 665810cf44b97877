import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistry } from '#behaviors/manifest';
import { moreItems } from './index.ts';
import { viewport } from '../../../tests/support/viewport.ts';

const section = `
  <div class="layout layout--onecol">
    <div class="field field--name-field-temak">
      <div class="field__item">Önismeret</div>
      <div class="field__item" data-extra>Kapcsolatok</div>
      <div class="field__item" data-extra>Munka</div>
    </div>
    <a id="more" href="#" data-kurzus="more-items" data-text-more="Több téma" data-text-less="Kevesebb téma">Több téma</a>
  </div>`;

const registry = createRegistry([moreItems], () => ({}));
const link = () => document.getElementById('more') as HTMLAnchorElement;
const layout = () => document.querySelector('.layout') as HTMLElement;

/** Attaches the page (after writing `html` into it, when given) with everything in view, and waits for its code. */
async function attach(html?: string) {
  if (html !== undefined) document.body.innerHTML = html;
  registry.attach(document);
  viewport.enterAll();
  await registry.settled();
}

beforeEach(() => attach(section));

afterEach(() => registry.detach(document));

describe('the more-items link', () => {
  it('starts collapsed, as a button that controls its section', async () => {
    expect(link().getAttribute('role')).toBe('button');
    expect(link().getAttribute('aria-expanded')).toBe('false');
    expect(link().getAttribute('aria-controls')).toBe(layout().id);
    expect(layout().id).toMatch(/^kurzus-more-items-\d+$/);
    expect(layout().classList.contains('is-expanded')).toBe(false);
  });

  it('keeps an id the section already has', async () => {
    registry.detach(document);
    layout().id = 'temak';
    await attach();
    expect(link().getAttribute('aria-controls')).toBe('temak');
  });

  it('expands and collapses on each click, swapping its label, without navigating', async () => {
    const user = userEvent.setup();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(layout().classList.contains('is-expanded')).toBe(true);
    expect(link().getAttribute('aria-expanded')).toBe('true');
    expect(link().textContent).toBe('Kevesebb téma');

    await user.click(link());
    expect(layout().classList.contains('is-expanded')).toBe(false);
    expect(link().getAttribute('aria-expanded')).toBe('false');
    expect(link().textContent).toBe('Több téma');
    expect(window.location.hash).toBe('');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('toggles with %s and keeps focus on the link', async (_key, keys) => {
    const user = userEvent.setup();
    link().focus();
    await user.keyboard(keys);
    expect(layout().classList.contains('is-expanded')).toBe(true);
    expect(document.activeElement).toBe(link());
  });

  it('tells the page that the section changed size, after the change', async () => {
    const heard = vi.fn((event: Event) => [(event.target as HTMLElement).classList.contains('is-expanded'), (event as CustomEvent).detail]);
    document.addEventListener('kurzus:content-resized', heard);
    link().click();
    link().click();
    document.removeEventListener('kurzus:content-resized', heard);
    expect(heard.mock.results.map((result) => result.value)).toEqual([
      [true, { expanded: true }],
      [false, { expanded: false }],
    ]);
  });

  it('gives the markup back as it was on an unload detach', async () => {
    const pristine = document.createElement('template');
    pristine.innerHTML = section;
    link().click();
    registry.detach(document);
    expect(document.body.innerHTML).toBe(pristine.innerHTML);
  });
});

describe('odd markup', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('warns and leaves a link outside any layout section alone', async () => {
    document.body.insertAdjacentHTML('beforeend', '<a id="stray" href="#" data-kurzus="more-items">Több</a>');
    await attach();
    expect(warn).toHaveBeenCalledWith('[kurzus] more-items: "element" has no enclosing ".layout" section; left as it is.');
    expect(document.getElementById('stray')!.hasAttribute('aria-expanded')).toBe(false);
  });

  it('warns about a section without extra items', async () => {
    await attach(
      '<div class="layout"><p>Egy</p><a href="#" data-kurzus="more-items" data-text-more="Több" data-text-less="Kevesebb">Több</a></div>',
    );
    expect(warn).toHaveBeenCalledWith('[kurzus] more-items: "data-extra" no extra items in its section; the link toggles nothing.');
  });

  it('warns about a missing less-text and keeps the label', async () => {
    await attach(
      '<div class="layout"><p data-extra>Több</p><a id="more" href="#" data-kurzus="more-items" data-text-more="Mutass többet">Mutass többet</a></div>',
    );
    link().click();
    expect(warn).toHaveBeenCalledWith('[kurzus] more-items: "data-text-less" is missing; the label stays the same.');
    expect(link().textContent).toBe('Mutass többet');
    expect(link().getAttribute('aria-expanded')).toBe('true');
  });
});
