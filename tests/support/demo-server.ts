import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createDemoServer } from '../../scripts/demo/server.ts';

/** The demo server on an ephemeral port for this test file; returns a function giving its base URL. */
export function useDemoServer(...options: Parameters<typeof createDemoServer>): () => string {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createDemoServer(...options);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return () => base;
}
