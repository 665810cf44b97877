import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // Builds run offline, in tests too: nothing to report to.
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // @drupal/once 1.0.1 declares an export target without the leading "./", which Vite rejects.
      resolve: { alias: { '@drupal/once': path.join(root, 'node_modules/@drupal/once/src/once.js') } },
    }),
};

export default config;
