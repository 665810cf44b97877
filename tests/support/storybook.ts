import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { notFound, resolveBelow, serveFile } from '../../scripts/demo/static.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** One entry of the built Storybook's index.json. */
export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

/** Builds Storybook (as `npm run build-storybook` does) into `outputDir`. */
export async function buildStorybook(outputDir: string): Promise<void> {
  await promisify(execFile)('npx', ['storybook', 'build', '--quiet', '--output-dir', outputDir], { cwd: root, timeout: 180_000 });
}

/** Serves a built Storybook's files on an ephemeral port; resolves to the server and its base URL. */
export async function serveStorybook(directory: string): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    const rawPath = (request.url ?? '/').split('?')[0]!.slice(1);
    const file = resolveBelow(directory, rawPath);
    (file ? serveFile(response, file) : Promise.resolve(notFound(response))).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
