// The one lint configuration of the repository. Besides code quality, it enforces the house rules on imports;
// each such rule's message starts with "House rule:" and says what it protects.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { houseRules } from '@zu/shared-build/lint';

const testFiles = ['**/*.test.{ts,tsx,js,mjs}', '**/testing/**', 'api/test/**', 'e2e/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The normal site's deployment folder, made from the shell's build.
      '**/dist-normal*/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, bun: false })],
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
  // Browser code: the DOM, no Node globals.
  {
    files: ['shared-auth/**', 'shared-ui/**', 'shared-platform/**', 'shell/src/**', 'mfe-*/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Node code: the API, the tools, the browser tests' runner, configuration files.
  {
    files: [
      'api/**',
      'e2e/**',
      'scripts/**',
      'bench/**',
      'shared-build/**',
      '**/*.config.{js,mjs,cjs,ts}',
      '**/jest.config.js',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs', 'shared-build/**/*.js', '**/jest.config.js', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: testFiles,
    languageOptions: { globals: { ...globals.jest } },
  },
  // The jest set-up runs inside jsdom.
  {
    files: ['shared-build/jest/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  ...houseRules({ testFiles }),
  prettier,
);
