import type { Route } from './http.ts';
import { answerAjax, readForm } from './contact.ts';

/**
 * For the security tests: answers an in-page request with the commands its form field `parancsok` carries
 * (JSON), as a verified Drupal response would, so a test can send any `insert` or `message` the server
 * could. It echoes what it is sent and serves nothing else.
 */
export const testCommandsRoute: Route = {
  method: 'POST',
  path: /^\/teszt\/parancsok$/,
  handle: async ({ incoming }, response) => {
    let commands: unknown;
    try {
      commands = JSON.parse((await readForm(incoming)).get('parancsok') ?? '[]');
    } catch {
      commands = [];
    }
    await answerAjax(response, undefined, Array.isArray(commands) ? commands : []);
  },
};
