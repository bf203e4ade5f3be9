import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import house from './scripts/eslint/importsRunDown.js';

/** Settings reach the engine, widgets and actions one way: the context (context.config). */
const settingsOnlyThroughContext = {
  group: ['**/schemas/config.json', '**/schemas/lender.json', '**/schemas/markets/*'],
  message: 'Settings reach the engine, widgets and actions one way: the context (context.config), so a test or the live preview can run with others.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-studio', 'dist-e2e', 'dist-prof', 'node_modules', 'test-results', 'playwright-report', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports run down the floors (schemas < renderer < actions < widgets < app < sandbox < studio < scripts < the
    // configuration), and no file reaches itself through its imports (scripts/eslint/importsRunDown.js).
    // A relative import names its file, extension included, and a JSON import says it is JSON (scripts/eslint/importsNameTheirFile.js).
    plugins: { house },
    rules: { 'house/imports-run-down': 'error', 'house/imports-name-their-file': 'error' },
  },
  {
    // A unit test waits for a state with the hang line of a loaded machine (tests/support/waitForState.ts): vitest's
    // own waitFor gives up after one second, and npm test runs the unit suite beside the browsers (decision 063).
    files: ['tests/unit/**', 'tests/snapshot/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: 'Use waitForState (tests/support/waitForState.ts): a loaded machine takes more than a second.' },
        { object: 'vi', property: 'waitUntil', message: 'Use waitForState (tests/support/waitForState.ts): a loaded machine takes more than a second.' },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // User-visible text lives in schemas/ (the live preview's own in studio/copy.json), never in TSX.
    files: ['widgets/**/*.tsx', 'app/**/*.tsx', 'renderer/**/*.tsx', 'studio/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z\\u00C0-\\uFFFF]/]',
          message: 'User-visible text belongs in schemas/ (copy), passed in as a prop.',
        },
      ],
    },
  },
  {
    // The engine core stays free of React, widgets and actions (DESIGN.md).
    files: ['renderer/**/*.ts'],
    ignores: ['renderer/react/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*'],
              allowTypeImports: true,
              message: 'The renderer core is plain TypeScript; React lives in renderer/react/.',
            },
            {
              group: ['**/widgets/**', '**/actions/**', '**/widgets', '**/actions', '**/app/**', '**/studio/**'],
              message: 'The renderer imports neither widgets nor actions (nor the app).',
            },
            settingsOnlyThroughContext,
          ],
        },
      ],
    },
  },
  {
    // The React half of the engine draws what the core resolved: it imports neither widgets nor actions either (they come in as registries).
    files: ['renderer/react/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/widgets/**', '**/actions/**', '**/widgets', '**/actions', '**/app/**', '**/studio/**'],
              message: 'The renderer imports neither widgets nor actions (nor the app): they are passed in.',
            },
            settingsOnlyThroughContext,
          ],
        },
      ],
    },
  },
  {
    // The app, the live preview and the scripts reach the engine through its entries only (docs/decisions/022).
    files: ['app/**', 'studio/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/renderer/*',
                '!**/renderer/index.ts',
                '!**/renderer/check.ts',
                '!**/renderer/react',
                '**/renderer/react/*',
                '!**/renderer/react/index.ts',
              ],
              message:
                'Import the engine from its entries only: renderer/index.ts (the core), renderer/check.ts (the checks) or renderer/react/index.ts (the React half). Export a missing name there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['widgets/**/*', 'actions/**/*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderer/*', '!**/renderer/types.ts', '!**/renderer/graphemes.ts', '!**/renderer/contract.ts', '!**/renderer/eachObject.ts'],
              message:
                'Widgets and actions import only renderer/types.ts, renderer/contract.ts (their contracts), the plain text rule renderer/graphemes.ts and the document walk renderer/eachObject.ts from the engine.',
            },
            settingsOnlyThroughContext,
          ],
        },
      ],
    },
  },
);
