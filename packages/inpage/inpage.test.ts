import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineFeature, type DrupalSettings } from '#behaviors';
import { createRegistry } from '#behaviors/manifest';
import { behavior } from '../../tests/support/behavior.ts';
import { testPlatform } from '../../tests/support/platform.ts';
import { inpage } from './index.ts';

// A behaviour that counts its mounts and unmounts, standing for any feature in content that is swapped.
const counts = { mount: 0, unmount: 0 };
const probe = behavior(
  { name: 'probe' },
  defineFeature({
    mount: () => {
      counts.mount++;
      return () => void counts.unmount++;
    },
  }),
);

let settings: DrupalSettings;
const platform = testPlatform();
const registry = createRegistry([inpage, probe], () => settings, { platform });

interface Sent {
  url: string;
  method: string;
  body: URLSearchParams;
}
let sent: Sent[];

/** fetch answers with JSON commands and (unless told otherwise) the token header. */
function answer(commands: unknown, { status = 200, token = true }: { status?: number; token?: boolean } = {}) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    sent.push({ url, method: init.method ?? 'GET', body: new URLSearchParams(init.body as URLSearchParams) });
    return new Response(JSON.stringify(commands), { status, headers: token ? { 'X-Drupal-Ajax-Token': '1' } : {} });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const page = `
  <div data-drupal-messages-fallback class="hidden"></div>
  <form id="contact" action="/kapcsolat" method="post">
    <input name="name" value="Kiss Anna">
    <input type="hidden" name="form_build_id" value="form-old">
    <div id="wrapper"><p data-kurzus="probe">régi</p></div>
    <input type="submit" id="edit-submit" name="op" value="Küldés">
  </form>
  <p id="target" data-kurzus="probe">cél</p>
  <a href="/valaszido/nojs" class="use-ajax" id="link">Frissítés</a>`;

const entry = {
  url: '/kapcsolat?ajax_form=1',
  event: 'mousedown',
  prevent: 'click',
  wrapper: 'wrapper',
  submit: { _triggering_element_name: 'op' },
};

async function mounted() {
  registry.attach(document);
  // The client's code loads as a visitor reaches for a form or link; from then on attach mounts synchronously.
  document.getElementById('contact')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
  await registry.settled();
}

const press = (element: Element, type = 'mousedown') => element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
const button = () => document.getElementById('edit-submit') as HTMLInputElement;
const alertText = () => document.querySelector('[role="alert"]')?.textContent;

beforeEach(async () => {
  sent = [];
  counts.mount = counts.unmount = 0;
  settings = {
    ajax: { 'edit-submit': entry },
    ajaxPageState: { theme: 'kurzus', theme_token: 'tok', libraries: 'libs' },
    ajaxTrustedUrl: {},
  };
  document.body.innerHTML = page;
  await mounted();
});

afterEach(() => {
  registry.detach(document);
  vi.unstubAllGlobals();
});

describe('the request', () => {
  it("POSTs the form with core's fields: wrapper format, _drupal_ajax, page state, triggering element", async () => {
    answer([]);
    press(button());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [{ url, method, body }] = sent as [Sent];
    expect(url).toBe('/kapcsolat?ajax_form=1&_wrapper_format=drupal_ajax');
    expect(method).toBe('POST');
    expect(Object.fromEntries(body)).toEqual({
      name: 'Kiss Anna',
      form_build_id: 'form-old',
      op: 'Küldés',
      js: 'true',
      _triggering_element_name: 'op',
      _drupal_ajax: '1',
      'ajax_page_state[theme]': 'kurzus',
      'ajax_page_state[theme_token]': 'tok',
      'ajax_page_state[libraries]': 'libs',
    });
  });

  it('rewrites a /nojs link to /ajax, and prevents the click it handles', async () => {
    answer([]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(sent[0]?.url).toBe('/valaszido/ajax?_wrapper_format=drupal_ajax'));
  });

  it('disables the triggering element and shows a throbber with text while in flight; ignores repeats', async () => {
    let release!: () => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => (release = () => resolve(new Response('[]', { headers: { 'X-Drupal-Ajax-Token': '1' } })))),
      ),
    );
    press(button());
    expect(button().disabled).toBe(true);
    const throbber = document.querySelector('.ajax-progress.ajax-progress-throbber')!;
    expect(throbber.getAttribute('role')).toBe('status');
    expect(throbber.textContent).toContain('Feldolgozás...');
    press(button());
    expect(fetch).toHaveBeenCalledTimes(1);
    release();
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    expect(document.querySelector('.ajax-progress')).toBeNull();
  });

  it('lets the mousedown-bound button be fired by Enter (core keypress rule) and prevents its click', async () => {
    answer([]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(sent).toHaveLength(0);
    button().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
  });
});

describe('which forms it takes', () => {
  const taken = (form: Element) => (form.getAttribute('data-once') ?? '').split(' ').includes('kurzus-inpage');

  it('leaves a form without entries alone until an attach brings one for a control in it', async () => {
    document.body.insertAdjacentHTML('beforeend', '<form id="later" method="post"><button id="edit-more" name="op">Még</button></form>');
    settings['ajax'] = { ...(settings['ajax'] as object), bogus: { selector: '#[' } };
    registry.attach(document);
    await registry.settled();
    const form = document.getElementById('later')!;
    expect(taken(form)).toBe(false);
    settings['ajax'] = { ...(settings['ajax'] as object), 'edit-more': { ...entry, url: '/meg?ajax_form=1' } };
    registry.attach(form);
    await registry.settled();
    expect(taken(form)).toBe(true);
    answer([]);
    press(document.getElementById('edit-more')!);
    await vi.waitFor(() => expect(sent[0]?.url).toBe('/meg?ajax_form=1&_wrapper_format=drupal_ajax'));
  });

  it('takes a form an entry names by its own selector', async () => {
    document.body.insertAdjacentHTML('beforeend', '<form class="kereso" method="post"><input name="q"></form>');
    settings['ajax'] = { kereso: { ...entry, selector: '.kereso input' } };
    registry.attach(document);
    await registry.settled();
    expect(taken(document.querySelector('.kereso')!)).toBe(true);
  });
});

describe('where messages go', () => {
  const form = () => document.getElementById('contact')!;

  it("puts a failure right after the form that was sent, below its button, not in the page's area above", async () => {
    answer('hiba', { status: 500 });
    press(button());
    await vi.waitFor(() => expect(alertText()).toBe('Valami hiba történt. Próbáld meg újra egy kicsit később. (Hibakód: 500)'));
    const area = form().nextElementSibling!;
    expect(area.hasAttribute('data-drupal-messages')).toBe(true);
    expect(area.querySelector('[role="alert"]')).not.toBeNull();
    expect(document.querySelector('[data-drupal-messages-fallback]')?.classList.contains('hidden')).toBe(true);
  });

  it("puts the server's message after the form too, unless the server names a wrapper", async () => {
    answer([{ command: 'message', message: 'Elküldve.', messageOptions: { type: 'status' }, clearPrevious: true }]);
    press(button());
    await vi.waitFor(() => expect(form().nextElementSibling?.querySelector('[role="status"]')?.textContent).toBe('Elküldve.'));
    press(button());
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    // The same area again, cleared first: one message, not two areas.
    await vi.waitFor(() => expect(document.querySelectorAll('[data-drupal-messages] [role="status"]')).toHaveLength(1));
    expect(document.querySelectorAll('[data-drupal-messages]')).toHaveLength(1);

    answer([{ command: 'message', message: 'Máshová.', messageWrapperQuerySelector: '#target', messageOptions: { type: 'warning' } }]);
    press(button());
    await vi.waitFor(() => expect(document.querySelector('#target [role="alert"]')?.textContent).toBe('Máshová.'));
  });
});

describe('the token rule', () => {
  it('rejects an answer without X-Drupal-Ajax-Token: 1 from an untrusted URL, in Hungarian, and runs nothing', async () => {
    answer([{ command: 'remove', selector: '#target' }], { token: false });
    press(button());
    await vi.waitFor(() => expect(alertText()).toBe('Valami hiba történt. Töltsd újra az oldalt, és próbáld meg még egyszer.'));
    expect(document.getElementById('target')).not.toBeNull();
  });

  it('takes the same answer from a URL in ajaxTrustedUrl', async () => {
    settings['ajaxTrustedUrl'] = { '/kapcsolat?ajax_form=1': true };
    answer([{ command: 'remove', selector: '#target' }], { token: false });
    press(button());
    await vi.waitFor(() => expect(document.getElementById('target')).toBeNull());
    expect(alertText()).toBeUndefined();
  });

  it('trusts the /ajax URL when its /nojs original is trusted', async () => {
    settings['ajaxTrustedUrl'] = { '/valaszido/nojs': true };
    answer([{ command: 'remove', selector: '#target' }], { token: false });
    press(document.getElementById('link')!, 'click');
    await vi.waitFor(() => expect(document.getElementById('target')).toBeNull());
  });
});

describe('errors', () => {
  it.each([
    [
      'an HTTP error, with its code',
      () => answer('hiba', { status: 500 }),
      'Valami hiba történt. Próbáld meg újra egy kicsit később. (Hibakód: 500)',
    ],
    [
      'a body that is not JSON',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => new Response('<html>', { headers: { 'X-Drupal-Ajax-Token': '1' } })),
        ),
      'Valami hiba történt. Próbáld meg újra egy kicsit később. (Hibakód: 200)',
    ],
    [
      'a connection that broke',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
        ),
      'Megszakadt a kapcsolat. Próbáld meg újra.',
    ],
    [
      'an offline browser',
      () => {
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
        );
      },
      'Nincs internetkapcsolat. Ellenőrizd a hálózatot, és próbáld meg újra.',
    ],
  ])('says so for %s in one alert in the page messages, keeping what was typed', async (_case, arrange, text) => {
    arrange();
    (document.querySelector('[name="name"]') as HTMLInputElement).value = 'Nagy Béla';
    press(button());
    await vi.waitFor(() => expect(alertText()).toBe(text));
    const area = document.querySelector('[data-drupal-messages]')!;
    expect(area.classList.contains('hidden')).toBe(false);
    expect(area.querySelector('.messages--error')?.getAttribute('aria-label')).toBe('Hibaüzenet');
    expect((document.querySelector('[name="name"]') as HTMLInputElement).value).toBe('Nagy Béla');
    expect(button().disabled).toBe(false);
    // A second failure replaces the first message rather than piling up.
    press(button());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1));
  });
});

describe('commands', () => {
  const run = async (commands: unknown[]) => {
    answer(commands);
    press(button());
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    await new Promise((resolve) => setTimeout(resolve));
  };

  it.each(['html', 'replaceWith', 'replaceAll'])('insert %s detaches what it replaces and attaches what it brings', async (method) => {
    expect(counts).toEqual({ mount: 2, unmount: 0 });
    await run([{ command: 'insert', method, data: '<p data-kurzus="probe" class="new">új</p><p data-kurzus="probe" class="new">még</p>' }]);
    expect(document.querySelectorAll('.new')).toHaveLength(2);
    expect(counts).toEqual({ mount: 4, unmount: 1 });
  });

  it.each([
    ['append', '#target > .new:last-child'],
    ['prepend', '#target > .new:first-child'],
    ['before', '#target ~ .new, .new + #target'],
    ['after', '#target + .new'],
  ])('insert %s adds beside the target without detaching it', async (method, where) => {
    await run([{ command: 'insert', method, selector: '#target', data: '<span data-kurzus="probe" class="new">új</span>' }]);
    expect(document.querySelector(where)).not.toBeNull();
    expect(counts).toEqual({ mount: 3, unmount: 0 });
  });

  it.each(['toggle', 'toString'])('insert %s (no insert method) warns and inserts nothing', async (method) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await run([{ command: 'insert', method, selector: '#target', data: '<span class="new">új</span>' }]);
    expect(document.querySelector('.new')).toBeNull();
    expect(warn).toHaveBeenCalledWith(`[kurzus] inpage: "insert.${method}" is not an insert method; the content was not inserted.`);
  });

  it('remove detaches, then removes', async () => {
    await run([{ command: 'remove', selector: '#target' }]);
    expect(document.getElementById('target')).toBeNull();
    expect(counts.unmount).toBe(1);
  });

  it('settings with merge deep-merges into drupalSettings; without, applies to this response only', async () => {
    await run([{ command: 'settings', merge: true, settings: { ajaxPageState: { theme_token: 'new' }, kurzus: { x: 1 } } }]);
    expect(settings['ajaxPageState']).toEqual({ theme: 'kurzus', theme_token: 'new', libraries: 'libs' });
    expect(settings['kurzus']).toEqual({ x: 1 });
    await run([{ command: 'settings', settings: { only: 'this response' } }]);
    expect(settings['only']).toBeUndefined();
  });

  it('runs changed, message, update_build_id, focusFirst and scrollTop in order', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    await run([
      { command: 'changed', selector: '#wrapper', asterisk: 'p' },
      { command: 'message', message: 'Elküldve.', messageOptions: { type: 'status' }, clearPrevious: true },
      { command: 'update_build_id', old: 'form-old', new: 'form-new' },
      { command: 'focusFirst', selector: '#contact' },
      { command: 'scrollTop', selector: '#target' },
    ]);
    expect(document.getElementById('wrapper')!.classList.contains('ajax-changed')).toBe(true);
    expect(document.querySelector('#wrapper abbr.ajax-changed')?.getAttribute('title')).toBe('Módosítva');
    const status = document.querySelector('[data-drupal-messages] [role="status"]')!;
    expect(status.textContent).toBe('Elküldve.');
    expect(status.getAttribute('aria-label')).toBe('Állapotüzenet');
    expect((document.querySelector('[name="form_build_id"]') as HTMLInputElement).value).toBe('form-new');
    expect(document.activeElement).toBe(document.querySelector('[name="name"]'));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('redirect follows an http(s) or same-site address, and refuses any other with a warning', async () => {
    const { assign } = platform;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await run([{ command: 'redirect', url: '/kapcsolat/koszonjuk' }]);
    expect(assign).toHaveBeenCalledWith('/kapcsolat/koszonjuk');
    await run([{ command: 'redirect', url: ' JavaScript:alert(1)' }]);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[kurzus\] inpage: "commands\.redirect" is not an http\(s\) or same-site address/),
    );
  });

  it('warns about a command that needs jQuery, and goes on with the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await run([
      { command: 'invoke', selector: '#x', method: 'hide' },
      { command: 'remove', selector: '#target' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[kurzus\] inpage: "commands\.invoke" is not supported/));
    expect(document.getElementById('target')).toBeNull();
  });
});

it('stays out of the way when core provides Drupal.ajax', async () => {
  registry.detach(document);
  window.Drupal = { behaviors: {}, ajax: () => undefined };
  try {
    answer([]);
    await mounted();
    press(button());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).not.toHaveBeenCalled();
  } finally {
    delete window.Drupal;
  }
});
