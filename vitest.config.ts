import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['packages/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/stories/**/*.test.{ts,tsx}'],
          exclude: ['**/*.node.test.ts'],
          setupFiles: ['tests/support/jsdom-setup.ts'],
          // The token source as it is: the Foundations stories read it (`?raw`), which Vitest empties otherwise.
          css: { include: [/theme\/styles\/tokens\.css/] },
        },
      },
      {
        // Tests of Node-side tools (demo server, Storybook build): no DOM.
        extends: true,
        test: { name: 'node', environment: 'node', include: ['tests/**/*.node.test.ts'], testTimeout: 240_000 },
      },
      {
        extends: true,
        test: {
          name: 'chromium',
          environment: 'node',
          include: ['tests/browser/**/*.test.ts', 'tests/security/**/*.browser.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          // Generous: on CI the Storybook build and the jsdom files share the machine's cores with Chromium.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Never retried: a test that passes only on a second try hides a race (docs/testing.md).
          retry: 0,
          // Chromium on a busy 2-core machine (CI runs the jsdom files and Storybook's build beside it) can
          // take seconds for what takes milliseconds alone: a poll waits up to 15 s, and ends as soon as it holds.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
