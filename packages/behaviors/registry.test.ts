import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineBehavior } from './legacy.ts';
import { createRegistry } from './registry.ts';
import { number } from './settings/fields.ts';

function page(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

function counting(name: string, extra: Partial<Parameters<typeof defineBehavior>[0]> = {}) {
  const mounted: HTMLElement[] = [];
  const cleaned: HTMLElement[] = [];
  const definition = defineBehavior({
    name,
    mount(element) {
      mounted.push(element);
      return () => cleaned.push(element);
    },
    ...extra,
  });
  return { definition, mounted, cleaned };
}

afterEach(() => vi.useRealTimers());

describe('attach', () => {
  it('mounts each element once however often the same context is attached', () => {
    page('<a data-kurzus="demo" href="#">1</a><a data-kurzus="demo" href="#">2</a>');
    const { definition, mounted } = counting('demo');
    const registry = createRegistry([definition], () => ({}));
    registry.attach(document);
    registry.attach(document);
    registry.attach(document.body);
    expect(mounted.map((element) => element.textContent)).toEqual(['1', '2']);
    expect(document.querySelectorAll('[data-once="kurzus-demo"]')).toHaveLength(2);
  });

  it('includes the context element itself, as Drupal behaviours do', () => {
    page('<section data-kurzus="demo"><span data-kurzus="demo"></span></section>');
    const { definition, mounted } = counting('demo');
    createRegistry([definition], () => ({})).attach(document.querySelector('section')!);
    expect(mounted.map((element) => element.tagName)).toEqual(['SECTION', 'SPAN']);
  });

  it('matches one of several names in data-kurzus, and a CSS selector where the contract names one', () => {
    page('<div data-kurzus="other demo"></div><form class="contact-form"></form>');
    const words = counting('demo');
    const selected = counting('contact', { selector: 'form.contact-form' });
    createRegistry([words.definition, selected.definition], () => ({})).attach(document);
    expect(words.mounted).toHaveLength(1);
    expect(selected.mounted.map((element) => element.tagName)).toEqual(['FORM']);
    expect(document.querySelector('form')!.dataset.once).toBe('kurzus-contact');
  });

  it('takes each element of a selector list once, in document order, whichever item matched it', () => {
    page('<div class="cart" id="a"></div><p data-kurzus="cart" class="cart" id="b"></p><span data-kurzus="x cart" id="c"></span>');
    const cart = counting('cart', { selector: '.cart, [data-kurzus~="cart"], div#a' });
    createRegistry([cart.definition], () => ({})).attach(document);
    expect(cart.mounted.map((element) => element.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives an element to every behaviour whose selector names its word', () => {
    page('<b data-kurzus="demo" id="d"></b>');
    const named = counting('demo');
    const listed = counting('other', { selector: '.other, [data-kurzus~="demo"]' });
    createRegistry([named.definition, listed.definition], () => ({})).attach(document);
    expect([named.mounted.length, listed.mounted.length]).toEqual([1, 1]);
    expect(document.getElementById('d')!.dataset.once).toBe('kurzus-demo kurzus-other');
  });

  it('keeps going when one behaviour or one element fails, naming the behaviour', () => {
    page('<i data-kurzus="broken"></i><i data-kurzus="broken"></i><b data-kurzus="fine"></b>');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const broken = defineBehavior({
      name: 'broken',
      mount() {
        calls++;
        throw new Error('boom');
      },
    });
    const fine = counting('fine');
    createRegistry([broken, fine.definition], () => ({})).attach(document);
    expect(calls).toBe(2);
    expect(fine.mounted).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('[kurzus] broken: boom', expect.any(Error));
  });

  it('passes validated settings, warning once per bad key with the behaviour and the key named', () => {
    page('<i data-kurzus="timed"></i><i data-kurzus="timed"></i>');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: unknown[] = [];
    const timed = defineBehavior({
      name: 'timed',
      settings: { path: 'kurzus.timed', fields: { delay: number(3000, { min: 0 }), limit: number(5) } },
      mount: (_element, { settings }) => void seen.push(settings),
    });
    createRegistry([timed], () => ({ kurzus: { timed: { delay: 'soon', limit: '7' } } })).attach(document);
    expect(seen).toEqual([
      { delay: 3000, limit: 7 },
      { delay: 3000, limit: 7 },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[kurzus] timed: "kurzus.timed.delay" should be a number of at least 0 but is "soon"; using 3000.');
  });

  it('gives each mount the whole settings object in force, live, for keys core prints at the top level', () => {
    page('<i data-kurzus="reader"></i>');
    const settings: Record<string, unknown> = { ajaxPageState: { theme: 'kurzus' } };
    let seen: Record<string, unknown> | undefined;
    const reader = defineBehavior({ name: 'reader', mount: (_element, { drupalSettings }) => void (seen = drupalSettings) });
    createRegistry([reader], () => settings).attach(document);
    settings['ajaxTrustedUrl'] = { '/later': true };
    expect(seen).toBe(settings);
    expect(seen?.['ajaxTrustedUrl']).toEqual({ '/later': true });
  });

  it('refuses two behaviours with one name, and names that are not data-attribute words', () => {
    const { definition } = counting('twice');
    expect(() => createRegistry([definition, definition], () => ({}))).toThrow('"twice" is defined twice');
    expect(() => defineBehavior({ name: 'Bad Name', mount() {} })).toThrow(RangeError);
  });
});

describe('detach', () => {
  it("'unload' undoes every mount inside the context and lets it attach again", () => {
    page('<div id="a"><i data-kurzus="demo"></i></div><div id="b"><i data-kurzus="demo"></i></div>');
    const { definition, mounted, cleaned } = counting('demo');
    const registry = createRegistry([definition], () => ({}));
    registry.attach(document);
    registry.detach(document.getElementById('a')!);
    expect(cleaned).toEqual([mounted[0]]);
    expect(document.querySelectorAll('[data-once]')).toHaveLength(1);
    registry.attach(document);
    expect(mounted).toHaveLength(3);
  });

  it("'serialize' asks widgets to write their state and 'move' keeps them; neither unmounts", () => {
    page('<form data-kurzus="editor"></form>');
    const serialized: HTMLElement[] = [];
    const editor = counting('editor', { serialize: (element: HTMLElement) => void serialized.push(element) });
    const registry = createRegistry([editor.definition], () => ({}));
    registry.attach(document);
    registry.detach(document, {}, 'serialize');
    registry.detach(document, {}, 'move');
    expect(serialized).toHaveLength(1);
    expect(editor.cleaned).toHaveLength(0);
    expect(document.querySelector('form')!.dataset.once).toBe('kurzus-editor');
  });

  it('aborts the mount signal, so listeners added with it go away', () => {
    page('<button data-kurzus="clicker"></button>');
    let clicks = 0;
    const clicker = defineBehavior({
      name: 'clicker',
      mount: (element, { signal }) => element.addEventListener('click', () => clicks++, { signal }),
    });
    const registry = createRegistry([clicker], () => ({}));
    registry.attach(document);
    document.querySelector('button')!.click();
    registry.detach(document);
    document.querySelector('button')!.click();
    expect(clicks).toBe(1);
  });

  it('undoes a mount whose code arrives after the element was already detached', async () => {
    page('<i data-kurzus="slow"></i>');
    let finish!: () => void;
    const cleaned = vi.fn();
    const slow = defineBehavior({
      name: 'slow',
      mount: () => new Promise<() => void>((resolve) => (finish = () => resolve(cleaned))),
    });
    const registry = createRegistry([slow], () => ({}));
    registry.attach(document);
    registry.detach(document);
    expect(cleaned).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(cleaned).toHaveBeenCalledTimes(1));
  });

  it('reports a cleanup that throws and still detaches the rest', () => {
    page('<i data-kurzus="sticky"></i><b data-kurzus="demo"></b>');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sticky = defineBehavior({
      name: 'sticky',
      mount: () => () => {
        throw new Error('stuck');
      },
    });
    const demo = counting('demo');
    const registry = createRegistry([sticky, demo.definition], () => ({}));
    registry.attach(document);
    registry.detach(document);
    expect(demo.cleaned).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith('[kurzus] sticky: stuck', expect.any(Error));
  });
});

it('lists behaviours with the settings in force, for devtools', () => {
  const timed = defineBehavior({
    name: 'timed',
    settings: { path: 'kurzus.timed', fields: { delay: number(3000) } },
    strategy: 'idle',
    mount() {},
  });
  const registry = createRegistry([timed], () => ({ kurzus: { timed: { delay: 10 } } }));
  expect(registry.behaviors()).toEqual([{ name: 'timed', selector: '[data-kurzus~="timed"]', strategy: 'idle', settings: { delay: 10 } }]);
});
