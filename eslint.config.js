// Code lint. Contracts are linted separately (redocly + GraphQL validation, see `npm run lint:contracts`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'dist-mock/', 'generated/', 'public/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // React code only: in scripts and tests `use…` names belong to other libraries (graphql-ws's useServer).
    files: ['app/**/*.{ts,tsx}', 'receiver/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Feature folders do not import each other; the shell and pages compose them. A file at depth d
  // inside app/features/{name}/ reaches a sibling feature with exactly d+1 '../' followed by a name; deeper
  // climbs (to app/lib, app/shell, generated/) and its own subfolders stay allowed.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`app/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth}}(?!\\.\\.)|(^|/)features/`,
              message: 'Features do not import each other; compose them in app/shell.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Browser tests run on the controlled test clock: they take `test` and `expect` from the support
    // module that installs it, never straight from Playwright.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './support/test.ts', which installs the test clock.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
