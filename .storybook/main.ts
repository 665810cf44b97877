import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/Introduction.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states'],
  // The fixtures' markup points at /fixtures/assets/… (covers, gallery photos, the video page): served at
  // the same path, so every picture a story shows is in the built Storybook too.
  // The site header's logo is the theme's own, served where Drupal serves it.
  staticDirs: [
    { from: '../fixtures/assets', to: '/fixtures/assets' },
    { from: '../theme/logo.svg', to: '/themes/custom/kurzus/logo.svg' },
  ],
  // Storybook speaks to themers in English, as the docs do; the stories show the site, in Hungarian.
  docs: { defaultName: 'Docs' },
  // Builds run offline, in tests too: nothing to report to.
  core: { disableTelemetry: true },
};

export default config;
