import { afterEach, describe, expect, it, vi } from 'vitest';
import { behavior } from '../../tests/support/behavior.ts';
import { defineBehavior, defineFeature } from './define.ts';
import { createRegistry } from './registry.ts';
import { number } from './settings/fields.ts';
import type { BehaviorDefinition } from './types.ts';

function page(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

function counting(name: string, entry: Partial<BehaviorDefinition> = {}) {
  const mounted: HTMLElement[] = [];
  const cleaned: HTMLElement[] = [];
  const mount = (element: HTMLElement) => {
    mounted.push(element);
    return () => void cleaned.push(element);
  };
  const definition = behavior({ name, ...entry }, defineFeature({ mount }));
  return { definition, mounted, cleaned };
}

/** Attaches the page and waits for every behaviour's code and mounts. */
async function attached(definitions: BehaviorDefinition[], settings: Record<string, unknown> = {}, context: Document | Element = document) {
  const registry = createRegistry(definitions, () => settings);
  registry.attach(context);
  await registry.settled();
  return registry;
}

afterEach(() => vi.useRealTimers());

describe('attach', () => {
  it('mounts each element once however often the same context is attached', async () => {
    page('<a data-kurzus="demo" href="#">1</a><a data-kurzus="demo" href="#">2</a>');
    const { definition, mounted } = counting('demo');
    const registry = createRegistry([definition], () => ({}));
    registry.attach(document);
    registry.attach(document);
    await registry.settled();
    registry.attach(document.body);
    expect(mounted.map((element) => element.textContent)).toEqual(['1', '2']);
    expect(document.querySelectorAll('[data-once="kurzus-demo"]')).toHaveLength(2);
  });

  it('mounts at once, during attach, once the code is here', async () => {
    page('<i data-kurzus="demo" id="first"></i>');
    const { definition, mounted } = counting('demo');
    const registry = await attached([definition]);
    document.body.insertAdjacentHTML('beforeend', '<i data-kurzus="demo" id="later"></i>');
    registry.attach(document);
    expect(mounted.map((element) => element.id)).toEqual(['first', 'later']);
  });

  it('includes the context element itself, as Drupal behaviours do', async () => {
    page('<section data-kurzus="demo"><span data-kurzus="demo"></span></section>');
    const { definition, mounted } = counting('demo');
    await attached([definition], {}, document.querySelector('section')!);
    expect(mounted.map((element) => element.tagName)).toEqual(['SECTION', 'SPAN']);
  });

  it('matches one of several names in data-kurzus, and a CSS selector where the contract names one', async () => {
    page('<div data-kurzus="other demo"></div><form class="contact-form"></form>');
    const words = counting('demo');
    const selected = counting('contact', { selector: 'form.contact-form' });
    await attached([words.definition, selected.definition]);
    expect(words.mounted).toHaveLength(1);
    expect(selected.mounted.map((element) => element.tagName)).toEqual(['FORM']);
    expect(document.querySelector('form')!.dataset.once).toBe('kurzus-contact');
  });

  it('takes each element of a selector list once, in document order, whichever item matched it', async () => {
    page('<div class="cart" id="a"></div><p data-kurzus="cart" class="cart" id="b"></p><span data-kurzus="x cart" id="c"></span>');
    const cart = counting('cart', { selector: '.cart, [data-kurzus~="cart"], div#a' });
    await attached([cart.definition]);
    expect(cart.mounted.map((element) => element.id)).toEqual(['a', 'b', 'c']);
  });

  it('mounts in document order whatever else each element names in data-kurzus', async () => {
    page(
      '<i data-kurzus="demo" id="a"></i><i data-kurzus="other demo" id="b"></i><i data-kurzus="demo" id="c"></i><i data-kurzus=" demo  demo" id="d"></i>',
    );
    const { definition, mounted } = counting('demo');
    await attached([definition]);
    expect(mounted.map((element) => element.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("shares the data-once marker with core's once(): other ids stay, spaces and all are tidied, detach takes only its own", async () => {
    page('<i data-kurzus="demo" id="a" data-once=" core-one  core-two "></i><i data-kurzus="demo" id="b" data-once="  "></i>');
    const { definition } = counting('demo');
    const registry = await attached([definition]);
    const marker = () => ['a', 'b'].map((id) => document.getElementById(id)!.getAttribute('data-once'));
    expect(marker()).toEqual(['core-one core-two kurzus-demo', 'kurzus-demo']);
    registry.detach(document);
    expect(marker()).toEqual(['core-one core-two', null]);
  });

  it('gives an element to every behaviour whose selector names its word', async () => {
    page('<b data-kurzus="demo" id="d"></b>');
    const named = counting('demo');
    const listed = counting('other', { selector: '.other, [data-kurzus~="demo"]' });
    await attached([named.definition, listed.definition]);
    expect([named.mounted.length, listed.mounted.length]).toEqual([1, 1]);
    expect(document.getElementById('d')!.dataset.once).toBe('kurzus-demo kurzus-other');
  });

  it('keeps going when one behaviour or one element fails, naming the behaviour', async () => {
    page('<i data-kurzus="broken"></i><i data-kurzus="broken"></i><b data-kurzus="fine"></b>');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const broken = behavior(
      { name: 'broken' },
      defineFeature({
        mount() {
          calls++;
          throw new Error('boom');
        },
      }),
    );
    const fine = counting('fine');
    await attached([broken, fine.definition]);
    expect(calls).toBe(2);
    expect(fine.mounted).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('[kurzus] broken: boom', expect.any(Error));
  });

  it('passes validated settings, warning once per bad key with the behaviour and the key named', async () => {
    page('<i data-kurzus="timed"></i><i data-kurzus="timed"></i>');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: unknown[] = [];
    const timed = behavior(
      { name: 'timed' },
      defineFeature<'any', { delay: number; limit: number }>({
        settings: { path: 'kurzus.timed', fields: { delay: number(3000, { min: 0 }), limit: number(5) } },
        mount: (_element, { settings }) => void seen.push(settings),
      }),
    );
    await attached([timed], { kurzus: { timed: { delay: 'soon', limit: '7' } } });
    expect(seen).toEqual([
      { delay: 3000, limit: 7 },
      { delay: 3000, limit: 7 },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[kurzus] timed: "kurzus.timed.delay" should be a number of at least 0 but is "soon"; using 3000.');
  });

  it('gives each mount the whole settings object in force, live, for keys core prints at the top level', async () => {
    page('<i data-kurzus="reader"></i>');
    const settings: Record<string, unknown> = { ajaxPageState: { theme: 'kurzus' } };
    let seen: Record<string, unknown> | undefined;
    const reader = behavior({ name: 'reader' }, defineFeature({ mount: (_element, { drupalSettings }) => void (seen = drupalSettings) }));
    await attached([reader], settings);
    settings['ajaxTrustedUrl'] = { '/later': true };
    expect(seen).toBe(settings);
    expect(seen?.['ajaxTrustedUrl']).toEqual({ '/later': true });
  });

  it('refuses two behaviours with one name, and names that are not data-attribute words', () => {
    const { definition } = counting('twice');
    expect(() => createRegistry([definition, definition], () => ({}))).toThrow('"twice" is defined twice');
    expect(() => defineBehavior({ name: 'Bad Name', load: () => new Promise(() => {}) })).toThrow(RangeError);
  });

  it('gives every id it makes to one element only, whatever is on the page already', async () => {
    page('<i data-kurzus="named"></i><i data-kurzus="named"></i><p id="kurzus-named-1"></p>');
    const ids: string[] = [];
    const named = behavior({ name: 'named' }, defineFeature({ mount: (element, context) => void ids.push((element.id = context.id())) }));
    await attached([named]);
    expect(ids).toEqual(['kurzus-named-2', 'kurzus-named-3']);
  });
});

describe('detach', () => {
  it("'unload' undoes every mount inside the context and lets it attach again", async () => {
    page('<div id="a"><i data-kurzus="demo"></i></div><div id="b"><i data-kurzus="demo"></i></div>');
    const { definition, mounted, cleaned } = counting('demo');
    const registry = await attached([definition]);
    registry.detach(document.getElementById('a')!);
    expect(cleaned).toEqual([mounted[0]]);
    expect(document.querySelectorAll('[data-once]')).toHaveLength(1);
    registry.attach(document);
    expect(mounted).toHaveLength(3);
  });

  it("'serialize' (a form about to be sent) and 'move' keep every mount", async () => {
    page('<form data-kurzus="editor"></form>');
    const editor = counting('editor');
    const registry = await attached([editor.definition]);
    registry.detach(document, {}, 'serialize');
    registry.detach(document, {}, 'move');
    expect(editor.cleaned).toHaveLength(0);
    expect(document.querySelector('form')!.dataset.once).toBe('kurzus-editor');
  });

  it('aborts the mount signal, so listeners added with it go away', async () => {
    page('<button data-kurzus="clicker"></button>');
    let clicks = 0;
    const clicker = behavior(
      { name: 'clicker' },
      defineFeature({ mount: (element, { signal }) => element.addEventListener('click', () => clicks++, { signal }) }),
    );
    const registry = await attached([clicker]);
    document.querySelector('button')!.click();
    registry.detach(document);
    document.querySelector('button')!.click();
    expect(clicks).toBe(1);
  });

  it('undoes a mount whose own work ends after the element was already detached', async () => {
    page('<i data-kurzus="slow"></i>');
    let finish!: () => void;
    const cleaned = vi.fn();
    const slow = behavior(
      { name: 'slow' },
      defineFeature({ mount: () => new Promise<() => void>((resolve) => (finish = () => resolve(cleaned))) }),
    );
    const registry = createRegistry([slow], () => ({}));
    registry.attach(document);
    await vi.waitFor(() => expect(finish).toBeTypeOf('function'));
    registry.detach(document);
    expect(cleaned).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(cleaned).toHaveBeenCalledTimes(1));
  });

  it('mounts nothing when the element was detached before its code arrived', async () => {
    page('<i data-kurzus="demo"></i>');
    const { definition, mounted } = counting('demo');
    const registry = createRegistry([definition], () => ({}));
    registry.attach(document);
    registry.detach(document);
    await registry.settled();
    expect(mounted).toHaveLength(0);
    expect(document.querySelector('[data-once]')).toBeNull();
  });

  it('reports a cleanup that throws and still detaches the rest', async () => {
    page('<i data-kurzus="sticky"></i><b data-kurzus="demo"></b>');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const sticky = behavior(
      { name: 'sticky' },
      defineFeature({
        mount: () => () => {
          throw new Error('stuck');
        },
      }),
    );
    const demo = counting('demo');
    const registry = await attached([sticky, demo.definition]);
    registry.detach(document);
    expect(demo.cleaned).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith('[kurzus] sticky: stuck', expect.any(Error));
  });
});

it('lists behaviours with the settings in force once their code is here, for devtools', async () => {
  const timed = behavior(
    { name: 'timed', strategy: 'idle' },
    defineFeature<'any', { delay: number }>({ settings: { path: 'kurzus.timed', fields: { delay: number(3000) } }, mount() {} }),
  );
  const registry = createRegistry([timed], () => ({ kurzus: { timed: { delay: 10 } } }));
  expect(registry.behaviors()).toEqual([{ name: 'timed', selector: '[data-kurzus~="timed"]', strategy: 'idle', settings: undefined }]);
  await registry.preload();
  expect(registry.behaviors()).toEqual([{ name: 'timed', selector: '[data-kurzus~="timed"]', strategy: 'idle', settings: { delay: 10 } }]);
});

describe("a feature's answers (`on`)", () => {
  /** A feature that answers clicks on links by their id, and opens a widget from the one with id 'opener'. */
  function answering(name = 'answering', entry: Partial<BehaviorDefinition> = {}) {
    const answered: string[] = [];
    const feature = defineFeature<'link'>({
      on: {
        click(event, link, context) {
          event.preventDefault();
          answered.push(link.id);
          if (link.id === 'opener') context.open({ load: () => new Promise<never>(() => {}), props: () => ({}) });
          if (link.id === 'broken') throw new Error('broken handler');
        },
      },
    });
    return { definition: behavior({ name, element: 'link', ...entry }, feature), answered };
  }
  const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  it('answers the elements it mounted, not those it left as they are, and none after detach', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    page(
      '<a id="one" href="/a" data-kurzus="answering">1</a><span id="wrong" data-kurzus="answering">2</span><a id="plain" href="/b">3</a>',
    );
    const { definition, answered } = answering();
    const registry = await attached([definition]);
    click('one');
    click('wrong');
    click('plain');
    expect(answered).toEqual(['one']);
    registry.detach(document);
    click('one');
    expect(answered).toEqual(['one']);
    // Attached again, it answers again.
    registry.attach(document);
    click('one');
    expect(answered).toEqual(['one', 'one']);
    registry.detach(document);
  });

  it('answers an element on the way up from a click inside it, with the element itself', async () => {
    page('<a id="one" href="/a" data-kurzus="answering"><img alt="" id="image"></a>');
    const { definition, answered } = answering();
    const registry = await attached([definition]);
    document.getElementById('image')!.click();
    expect(answered).toEqual(['one']);
    registry.detach(document);
  });

  it('keeps what a click left to undo (a widget it opened) until detach, and what it did not, nowhere', async () => {
    page('<a id="opener" href="/a" data-kurzus="answering">1</a>');
    const { definition } = answering();
    const registry = await attached([definition]);
    click('opener');
    expect(document.querySelector('[data-kurzus-widget]')).not.toBeNull();
    registry.detach(document);
    expect(document.querySelector('[data-kurzus-widget]')).toBeNull();
  });

  it('reports a handler that throws in its own name, and the next click is answered', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    page('<a id="broken" href="/a" data-kurzus="answering">1</a><a id="one" href="/b" data-kurzus="answering">2</a>');
    const { definition, answered } = answering();
    const registry = await attached([definition]);
    click('broken');
    click('one');
    expect(answered).toEqual(['broken', 'one']);
    expect(error).toHaveBeenCalledWith('[kurzus] answering: broken handler', expect.any(Error));
    registry.detach(document);
  });
});
