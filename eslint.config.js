import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './tools/eslint/feature-boundaries.js';
import moduleBoundaries from './tools/eslint/module-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'libs/*/dist/**', 'node_modules/**', 'var/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['backend/src/**/*.ts'],
    languageOptions: { globals: globals.node, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { reagentswap: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: {
      'reagentswap/module-boundaries': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // The bench takes the backend only as '#backend/*' (package.json "imports": its build), and a
    // module only through its public index.ts, as the modules themselves must.
    files: ['bench/src/**/*.ts'],
    languageOptions: { globals: globals.node, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/backend/**'], message: "Import the backend as '#backend/<path>.js' (its build at run time)." },
            {
              regex: '^#backend/modules/[^/]+/(?!index\\.js$)',
              message: "Use the module's public surface, '#backend/modules/<x>/index.js'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/*/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/switch-exhaustiveness-check': 'error' },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, reagentswap: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn', 'reagentswap/feature-boundaries': 'error' },
  },
  { files: ['**/*.{js,mjs}', 'e2e/**/*.ts', 'playwright.config.ts'], languageOptions: { globals: globals.node } },
  {
    // A spec's test keeps its browser's diagnostics for CI's log when it fails (e2e/support/test.ts).
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test, expect and the types from './support/test'." }] },
      ],
    },
  },
);
