// ESLint flat config. The boundaries part enforces the layer table of docs/architecture.md:
// arrows only point down, a plugin is a sealed folder, and the server sees plugins only through
// their manifests. Element types and policies are named as the table names its rows.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import { fileURLToPath } from 'node:url';
import { builtinModules } from 'node:module';

const rootPath = fileURLToPath(new URL('.', import.meta.url));

/**
 * Element types, most specific first (the first descriptor that matches a folder wins). Patterns are
 * folders relative to the repository root; a file belongs to the deepest element folder holding it.
 */
const elements = [
  { type: 'core-domain', pattern: 'core/domain', partialMatch: false },
  { type: 'core', pattern: 'core', partialMatch: false },
  { type: 'sdk', pattern: 'sdk', partialMatch: false },
  { type: 'plugin', pattern: 'plugins/*', partialMatch: false, capture: ['plugin'] },
  { type: 'host-registry', pattern: 'host/registry', partialMatch: false },
  { type: 'host', pattern: 'host', partialMatch: false },
  { type: 'server', pattern: 'server', partialMatch: false },
  { type: 'tests', pattern: 'tests', partialMatch: false },
];

/**
 * File categories (first match wins): a plugin's manifest.ts is the one plugin file that the server
 * may read, and the SDK's manifest.ts the one SDK file that the server and manifests may read. The
 * SDK's entry files are its public surface: the only SDK files a plugin imports (its tests may also
 * use the SDK's test support).
 */
const files = [
  { category: 'plugin-manifest', pattern: 'plugins/*/manifest.ts' },
  { category: 'plugin-test', pattern: 'plugins/**/*.test.{ts,tsx}' },
  { category: 'sdk-manifest', pattern: 'sdk/manifest.ts' },
  { category: 'sdk-entry', pattern: ['sdk/index.ts', 'sdk/plugin.ts', 'sdk/diagram/index.ts'] },
  { category: 'sdk-test-support', pattern: 'sdk/**/test-support/**' },
  { category: 'sdk-runtime', pattern: 'sdk/**' },
];

const to = (type) => ({ to: { element: { type } } });
const allowTo = (...types) => types.map(to);
const pluginManifest = { to: { element: { type: 'plugin' }, file: { categories: 'plugin-manifest' } } };
const sdkFiles = (...categories) => ({ to: { element: { type: 'sdk' }, file: { categories } } });
const sdkManifest = sdkFiles('sdk-manifest');

/** Every dependency not allowed here is an error ("default: disallow"); the last matching policy wins. */
const layerPolicies = [
  // core/domain is pure: shared with the server, it imports only itself.
  { from: { element: { type: 'core-domain' } }, allow: allowTo('core-domain') },
  // core: only core (never sdk, host, plugins or server).
  { from: { element: { type: 'core' } }, allow: allowTo('core', 'core-domain') },
  // sdk: core and itself.
  { from: { element: { type: 'sdk' } }, allow: allowTo('sdk', 'core', 'core-domain') },
  // A plugin: the SDK's entry files and its own folder (internal to the element, so not checked).
  // Never a deeper SDK file, another plugin, host, core or server.
  { from: { element: { type: 'plugin' } }, allow: sdkFiles('sdk-entry', 'sdk-manifest') },
  {
    from: { element: { type: 'plugin' }, file: { categories: 'plugin-test' } },
    allow: sdkFiles('sdk-entry', 'sdk-manifest', 'sdk-test-support'),
  },
  {
    // The server reads manifests, so a manifest must stay free of React and the rest of the SDK.
    from: { element: { type: 'plugin' }, file: { categories: 'plugin-manifest' } },
    disallow: sdkFiles('sdk-entry', 'sdk-test-support', 'sdk-runtime'),
    message:
      'A plugin manifest is pure data that the server reads: from the SDK it may import only sdk/manifest.ts (docs/architecture.md).',
  },
  // host/registry is the one place where the host meets plugin code.
  { from: { element: { type: 'host-registry' } }, allow: allowTo('host', 'core', 'core-domain', 'sdk', 'plugin') },
  // host: core, sdk, its own files; plugins only through host/registry.
  { from: { element: { type: 'host' } }, allow: allowTo('host-registry', 'core', 'core-domain', 'sdk') },
  // server: core/domain, the SDK's pure manifest types, plugin manifests and its own files.
  { from: { element: { type: 'server' } }, allow: [to('core-domain'), sdkManifest, pluginManifest] },
  // tests: anything.
  { from: { element: { type: 'tests' } }, allow: { to: { element: { type: '*' } } } },
];

const layerMessage =
  'Layer rule: {{ from.element.types.[0] }} may not import {{ to.element.types.[0] }} ("{{ dependency.source }}"). ' +
  'See the layer table in docs/architecture.md.';


/** Packages that tie code to React, the DOM or Node; core/domain is shared by browser and server. */
const impurePackages = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  '@mui/*',
  '@emotion/*',
  'dompurify',
  'jsdom',
  'node:*',
  ...builtinModules,
  ...builtinModules.map((name) => `${name}/*`),
];

/**
 * JSX attributes that a person reads or hears. Every other attribute (class names, test ids, keys, routes,
 * variants, handlers) is code, so a literal there is fine.
 */
const userVisibleAttributes = [
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'subheader',
  'placeholder',
  'alt',
  'label',
  'helperText',
  'tooltip',
  'primary',
  'secondary',
  'message',
  'description',
  'emptyText',
  'emptyMessage',
  'heading',
  'caption',
  'confirmLabel',
  'cancelLabel',
  'actionLabel',
  'text',
];

const domGlobals = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement']
  .map((name) => ({ name, message: 'core/domain runs on the server too: take what you need as a parameter.' }));

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.tmp/**',
      'server/db/migrations/**',
      'tests/lint-fixtures/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs,jsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': rootPath,
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/files-single-match': true,
      'boundaries/elements-single-match': true,
      'boundaries/legacy-templates': false,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.json'] },
      },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', message: layerMessage, policies: layerPolicies }],
    },
  },
  {
    files: ['core/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: impurePackages,
              message: 'core/domain is pure: no React, DOM or Node dependency (the server imports it too).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    // Every string the client shows goes through i18next: the text of JSX and the attributes above, in
    // the code that renders (tests, the server and scripts show nothing to a user of the product).
    files: ['host/**/*.{ts,tsx}', 'sdk/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**', 'host/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: userVisibleAttributes },
          // A single lower-case identifier (a message key, a field name, an option) is code, as are
          // UPPER_CASE constants; digits, punctuation and symbols ('—' for nothing, ' · ') are no words.
          words: { exclude: [/^[\p{P}\p{S}\p{N}\s]+$/u, '[A-Z_-]+', '[a-z][a-zA-Z0-9_]*'] },
        },
      ],
    },
  },
);
