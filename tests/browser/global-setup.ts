import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { build, buildProblems } from '../../esbuild.config.ts';
import { createDemoServer } from '../../scripts/demo/server.ts';
import { assertChromium, chromiumArgs, chromiumPath } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    wsEndpoint: string;
    baseURL: string;
    buildProblems: string[];
  }
}

/** One build, one demo server and one Chromium for every browser test file; each test opens its own context. */
export default async function setup(project: TestProject) {
  assertChromium();
  const problems = buildProblems(await build());
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  const server = createDemoServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  project.provide('buildProblems', problems);
  return async () => {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  };
}
