// Lint rules: typescript-eslint with type information (a floating promise is an error), a feature folder
// never imports another, a feature module reaches the page only through its context, shared ui parts only
// through `#ui/<name>`, and functions of at most 60 lines.
// Formatting is Prettier's (`npm run format`); eslint-config-prettier turns off the rules it decides.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./packages/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sourceFiles = ['**/*.{ts,tsx}'];
const scriptFiles = ['**/*.{js,mjs}'];

// Deep ui imports: a part's entry is `#ui/<name>`; its files are its own business.
const uiEntryOnly = { regex: '^#ui/[^/]+/', message: 'Import a shared ui part through its entry: #ui/<name>.' };
const uiRelative = { regex: '(^|/)ui/', message: 'Import a shared ui part through its entry: #ui/<name>, not by path.' };
const uiSibling = { regex: '^\\.\\./', message: 'A ui part uses another one through its entry: #ui/<name>.' };

/** Any import that leaves the feature's folder for another feature's: they talk through DOM events. */
function otherFeature(feature) {
  const message = `A feature folder imports no other feature: '${feature}' should answer a DOM event instead.`;
  return [
    { regex: `^\\.\\./(?!${feature}/)(?!\\.\\./)`, message },
    { regex: `/features/(?!${feature}/)`, message },
  ];
}
// The same for import(): esquery's regular expressions cannot hold a slash, hence \x2F.
function dynamicOtherFeature(feature) {
  return {
    selector: `ImportExpression[source.value=/^\\.\\.\\x2F(?!${feature}\\x2F)(?!\\.\\.\\x2F)|\\x2Ffeatures\\x2F(?!${feature}\\x2F)/]`,
    message: `A feature folder imports no other feature: '${feature}' should answer a DOM event instead.`,
  };
}

// A feature's module reaches the page's environment only through its mount context (or the platform the
// context carries), so detach undoes everything and a test gives the registry its own browser. Widgets
// (*.tsx) are React components: their effects are their undo. Tests stub what they like.
const door = {
  timers: 'Timers go through the context (context.timeout, context.frame): detach clears them.',
  storage: 'Storage goes through context.platform (stored, store).',
  fetch: 'The network goes through context.platform.fetch.',
  media: 'Media queries go through context.platform.media or context.desktop().',
  viewport: 'Wait for sight with context.whenNear(): one shared observer per distance.',
  abort: 'context.signal is aborted on detach; context.listen() returns what removes a listener sooner.',
  location: 'Navigate with context.navigate() (it checks the address); read the address from document.URL.',
  listeners: "Listeners are the feature's `on` or go through the context (context.listen): detach removes them.",
};
const environment = {
  setTimeout: door.timers,
  clearTimeout: door.timers,
  setInterval: door.timers,
  clearInterval: door.timers,
  requestAnimationFrame: door.timers,
  cancelAnimationFrame: door.timers,
  requestIdleCallback: door.timers,
  localStorage: door.storage,
  sessionStorage: door.storage,
  fetch: door.fetch,
  matchMedia: door.media,
  IntersectionObserver: door.viewport,
  AbortController: door.abort,
  location: door.location,
  open: door.location,
};
const throughTheContext = {
  'no-restricted-globals': ['error', ...Object.entries(environment).map(([name, message]) => ({ name, message }))],
  'no-restricted-properties': [
    'error',
    ...Object.entries(environment).map(([property, message]) => ({ object: 'window', property, message })),
    { object: 'window', property: 'addEventListener', message: door.listeners },
    { object: 'document', property: 'addEventListener', message: door.listeners },
  ],
};
const rawListener = { selector: "CallExpression[callee.property.name='addEventListener']", message: door.listeners };

export default tseslint.config(
  {
    ignores: ['node_modules/', 'module/dist/', 'module/css/', 'theme/css/', 'storybook-static/', 'test-results/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: sourceFiles,
    languageOptions: {
      parserOptions: {
        // tsc leaves Storybook's main and manager files out of the program (Storybook reads them on its own).
        projectService: { allowDefaultProject: ['.storybook/main.ts', '.storybook/manager.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: scriptFiles,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': ['error', { patterns: [uiEntryOnly, uiRelative] }],
    },
  },
  {
    files: ['packages/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [uiEntryOnly, uiSibling] }] },
  },
  ...features.map((feature) => ({
    files: [`packages/features/${feature}/**`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [uiEntryOnly, uiRelative, ...otherFeature(feature)] }],
      'no-restricted-syntax': ['error', dynamicOtherFeature(feature)],
    },
  })),
  ...features.map((feature) => ({
    files: [`packages/features/${feature}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { ...throughTheContext, 'no-restricted-syntax': ['error', dynamicOtherFeature(feature), rawListener] },
  })),
  {
    // A test file is a list of cases inside describe() callbacks, a story file a list of stories: length there is not complexity.
    files: ['**/*.test.*', '**/*.stories.*'],
    rules: { 'max-lines-per-function': 'off' },
  },
  prettier,
);
