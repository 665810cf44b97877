// Lint rules: typescript-eslint with type information (a floating promise is an error), a feature folder
// never imports another, shared ui parts only through `#ui/<name>`, and functions of at most 60 lines.
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

export default tseslint.config(
  {
    ignores: ['node_modules/', 'theme/dist/', 'theme/css/', 'storybook-static/', 'test-results/', 'coverage/'],
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
  {
    // A test file is a list of cases inside describe() callbacks, a story file a list of stories: length there is not complexity.
    files: ['**/*.test.*', '**/*.stories.*'],
    rules: { 'max-lines-per-function': 'off' },
  },
  prettier,
);
