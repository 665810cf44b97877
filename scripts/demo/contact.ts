import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendHtml, type Route } from './http.ts';
import { htmlPage } from './layout.ts';

/**
 * Failure switches for the in-page update endpoints, from the form field `demo_hiba` or the query `hiba`:
 * `token` answers without the X-Drupal-Ajax-Token header, `500` with an HTTP error, `megszakitas` cuts the
 * connection without an answer, `lassu` answers after 1500 ms. (Offline is the browser's own state.)
 */
export type Failure = 'token' | '500' | 'megszakitas' | 'lassu';
export const failures: readonly Failure[] = ['token', '500', 'megszakitas', 'lassu'];

export async function readForm(incoming: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function failureOf(form: URLSearchParams, query: URLSearchParams): Failure | undefined {
  const asked = form.get('demo_hiba') ?? query.get('hiba');
  return failures.find((failure) => failure === asked);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Answers as Drupal's AjaxResponse does: JSON commands and `X-Drupal-Ajax-Token: 1`, unless a switch says otherwise. */
export async function answerAjax(response: ServerResponse, failure: Failure | undefined, commands: unknown[]) {
  if (failure === 'megszakitas') return void response.socket?.destroy();
  if (failure === '500')
    return sendHtml(response, 500, '<!DOCTYPE html><html lang="hu"><title>Hiba</title><p>A weboldal váratlan hibát észlelt.</p></html>');
  if (failure === 'lassu') await pause(1500);
  const body = JSON.stringify(commands);
  response.writeHead(200, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(failure === 'token' ? {} : { 'X-Drupal-Ajax-Token': '1' }),
  });
  response.end(body);
}

const isAjax = (query: URLSearchParams) => query.get('_wrapper_format') === 'drupal_ajax';

/** The contact form's endpoint: its #ajax submit (`?ajax_form=1&_wrapper_format=drupal_ajax`) and the plain POST without JavaScript. */
const contactRoute: Route = {
  method: 'POST',
  path: /^\/kapcsolat$/,
  handle: async ({ query, incoming }, response) => {
    const form = await readForm(incoming);
    const thanks = `Köszönöm az üzenetet, ${form.get('name') || 'kedves látogató'}! Hamarosan válaszolok.`;
    if (!isAjax(query)) {
      return sendHtml(
        response,
        200,
        htmlPage({
          heading: 'Üzenet elküldve',
          body: `<p>${thanks.replace(/[<>&"]/g, '')}</p><p><a href="/fixtures/contact.html">Vissza a kapcsolat oldalra</a></p>`,
        }),
      );
    }
    const buildId = form.get('form_build_id') ?? '';
    await answerAjax(response, failureOf(form, query), [
      {
        command: 'message',
        message: thanks.replace(/[<>&"]/g, ''),
        messageWrapperQuerySelector: null,
        messageOptions: { type: 'status' },
        clearPrevious: true,
      },
      { command: 'update_build_id', old: buildId, new: `form-demo-${Date.now().toString(36)}` },
    ]);
  },
};

/** A `.use-ajax` link's endpoint: `/nojs` without JavaScript (a page), `/ajax` with it (an insert command). */
const responseTimeRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/kapcsolat\/valaszido\/ajax$/,
    handle: async ({ query, incoming }, response) => {
      await answerAjax(response, failureOf(await readForm(incoming), query), [
        {
          command: 'insert',
          method: 'replaceWith',
          selector: '#valaszido',
          data: '<p id="valaszido">Átlagos válaszidő ma: 1 munkanap.</p>',
          settings: null,
        },
      ]);
    },
  },
  {
    method: 'GET',
    path: /^\/kapcsolat\/valaszido\/nojs$/,
    handle: (_request, response) =>
      sendHtml(
        response,
        200,
        htmlPage({
          heading: 'Válaszidő',
          body: '<p>Átlagos válaszidő ma: 1 munkanap.</p><p><a href="/fixtures/contact.html">Vissza a kapcsolat oldalra</a></p>',
        }),
      ),
  },
];

export const contactRoutes: Route[] = [contactRoute, ...responseTimeRoutes];
