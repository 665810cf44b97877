// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../support/demo-server.ts';

// The demo site's endpoints for in-page updates, progress and core's form.js imitation.

const base = useDemoServer();

const post = (path: string, fields: Record<string, string>) =>
  fetch(base() + path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
const ajax = '/kapcsolat?ajax_form=1&_wrapper_format=drupal_ajax';

describe('the contact endpoint', () => {
  it('answers an in-page submit with Drupal AJAX commands and X-Drupal-Ajax-Token: 1', async () => {
    const response = await post(ajax, { name: 'Kiss Anna', form_build_id: 'form-abc', _drupal_ajax: '1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-drupal-ajax-token')).toBe('1');
    expect(response.headers.get('content-type')).toBe('application/json');
    const commands = (await response.json()) as { command: string; old?: string; message?: string }[];
    expect(commands.map(({ command }) => command)).toEqual(['message', 'update_build_id']);
    expect(commands[0]!.message).toBe('Köszönöm az üzenetet, Kiss Anna! Hamarosan válaszolok.');
    expect(commands[1]!.old).toBe('form-abc');
  });

  it('answers the plain submit without JavaScript with a page', async () => {
    const response = await post('/kapcsolat', { name: 'Kiss Anna' });
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('Köszönöm az üzenetet, Kiss Anna!');
  });

  it.each([
    ['a form field', (failure: string) => post(ajax, { demo_hiba: failure })],
    ['the query', (failure: string) => post(`${ajax}&hiba=${failure}`, {})],
  ])('takes its failure switches from %s: no token header, HTTP 500, a cut connection', async (_from, ask) => {
    const untokened = await ask('token');
    expect(untokened.status).toBe(200);
    expect(untokened.headers.get('x-drupal-ajax-token')).toBeNull();
    expect((await ask('500')).status).toBe(500);
    await expect(ask('megszakitas')).rejects.toThrow();
  });

  it('answers the .use-ajax link with an insert command', async () => {
    const response = await post('/kapcsolat/valaszido/ajax?_wrapper_format=drupal_ajax', {});
    expect(response.headers.get('x-drupal-ajax-token')).toBe('1');
    expect(await response.json()).toEqual([expect.objectContaining({ command: 'insert', method: 'replaceWith', selector: '#valaszido' })]);
  });
});

describe('the progress source', () => {
  it('goes 25 points further on each call and starts again after 100', async () => {
    const read = async () =>
      (await (await fetch(`${base()}/feldolgozas/proba?_format=json`)).json()) as { status: number; percentage: string; label: string };
    const seen = [];
    for (let call = 0; call < 5; call++) seen.push((await read()).percentage);
    expect(seen).toEqual(['25', '50', '75', '100', '25']);
    expect(await read()).toMatchObject({ status: 1, label: 'Videók újraindexelése' });
  });

  it('answers status 0 with the error in data for the id hiba', async () => {
    expect(await (await fetch(`${base()}/feldolgozas/hiba?_format=json`)).json()).toEqual({
      status: 0,
      data: 'A feldolgozás megszakadt: a videótár nem érhető el.',
    });
  });
});

describe("core's form.js", () => {
  it('is added before drupal.init.js only with ?host=drupal&core=form', async () => {
    const withForm = await (await fetch(`${base()}/fixtures/admin.html?host=drupal&core=form`)).text();
    expect(withForm.indexOf('/core/misc/form.js')).toBeGreaterThan(withForm.indexOf('/core/misc/drupal.js'));
    expect(withForm.indexOf('/core/misc/form.js')).toBeLessThan(withForm.indexOf('/core/misc/drupal.init.js'));
    expect(await (await fetch(`${base()}/fixtures/admin.html?host=drupal`)).text()).not.toContain('/core/misc/form.js');
    const script = await fetch(`${base()}/core/misc/form.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
  });
});
