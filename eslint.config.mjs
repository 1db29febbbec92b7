// The package graph is the architecture (CONVENTIONS.md): the linter enforces it.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SHARED_SUBSETS, subsetExports } from 'platform-tools/shared-subsets';
import catalogue from 'platform-tools/catalogue' with { type: 'json' };

/** The remotes' packages, from the one catalogue of services. */
const REMOTES = catalogue.remotes.map((remote) => remote.package);

const bySpecifier = (names) => names.flatMap((name) => [name, `${name}/*`]);

/**
 * The shell shares only a subset of these packages (docs/decisions/0012-shared-subsets.md): a name
 * outside it would be undefined at runtime in the composed stack, so the linter refuses it.
 */
const SUBSET_IMPORTS = Object.entries(SHARED_SUBSETS).map(([name, file]) => ({
  name,
  allowImportNames: subsetExports(file),
  allowTypeImports: true,
  message: `Only the shared subset of ${name} (platform-tools/shared-subsets) exists at runtime; add a name there first.`,
}));

/**
 * The headless library lives inside shared-ui only (docs/decisions/0013-design-system.md): it is not
 * a shared singleton, so a direct import elsewhere would ship a second copy and lose its contexts.
 */
const HEADLESS_LIBRARY = {
  group: bySpecifier(['react-aria-components', 'react-aria', 'react-stately', '@internationalized/date']),
  message: 'Use shared-ui (shared-ui/overlays, shared-ui/pickers): the headless library is bundled inside shared-ui only.',
};

/** shared-ui speaks through the caller's i18n (UiTextProvider), never an i18next instance of its own. */
const NO_OWN_I18N = {
  group: bySpecifier(['i18next', 'react-i18next']),
  message: "shared-ui takes texts as props or through UiTextProvider: it never brings its own i18next instance.",
};

/** Imports a package may not make, by package name and by path into another package's folder. */
function forbid(pkg, names, message, extraPatterns = [HEADLESS_LIBRARY]) {
  return {
    files: [`${pkg}/**/*.{ts,tsx,mjs,js}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: SUBSET_IMPORTS, patterns: [{ group: bySpecifier(names), message }, ...extraPatterns] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: names.map((name) => ({ target: `./${pkg}`, from: `./${name}`, message })) },
      ],
    },
  };
}

/** Packages whose code runs inside the shell's page through HostApi: remotes and the shared packages. */
const HOSTED = [...REMOTES, 'shared-contracts', 'shared-ui'];

/**
 * Raw browser globals a hosted package may not touch: each has a HostApi service or a wrapper
 * (CONVENTIONS.md "Wrappers instead of raw globals"; docs/decisions/0016-platform-contract.md).
 * The wrapper files themselves, and tests, are the only exemptions.
 */
const HOSTED_GLOBALS = {
  storage: 'Browser storage goes through hostApi.storage (scoped to the remote).',
  network: 'Gateway calls go through hostApi.gateway (the shell transport), from the remote src/api/.',
  navigation: 'Navigation goes through hostApi.navigate / hostApi.go, or react-router inside the page.',
  cookies: 'Cookies belong to the shell and the gateway; a remote reads the session from hostApi.session.',
};
const HOSTED_GLOBAL_WRAPPERS = ['shared-contracts/src/gateway/client/gateway-client.ts', 'shared-contracts/src/testing/**'];

function wrappedGlobals() {
  const globalsBanned = [
    ['localStorage', HOSTED_GLOBALS.storage],
    ['sessionStorage', HOSTED_GLOBALS.storage],
    ['indexedDB', HOSTED_GLOBALS.storage],
    ['fetch', HOSTED_GLOBALS.network],
    ['XMLHttpRequest', HOSTED_GLOBALS.network],
    ['WebSocket', HOSTED_GLOBALS.network],
    ['EventSource', HOSTED_GLOBALS.network],
    ['history', HOSTED_GLOBALS.navigation],
    ['location', HOSTED_GLOBALS.navigation],
  ].map(([name, message]) => ({ name, message }));
  const propertiesBanned = [
    ...['window', 'globalThis', 'self'].flatMap((object) => [
      ...['localStorage', 'sessionStorage', 'indexedDB'].map((property) => [object, property, HOSTED_GLOBALS.storage]),
      ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((property) => [object, property, HOSTED_GLOBALS.network]),
      ...['history', 'location', 'open'].map((property) => [object, property, HOSTED_GLOBALS.navigation]),
    ]),
    ['document', 'cookie', HOSTED_GLOBALS.cookies],
    ['document', 'location', HOSTED_GLOBALS.navigation],
    ['navigator', 'sendBeacon', HOSTED_GLOBALS.network],
  ].map(([object, property, message]) => ({ object, property, message }));
  return [
    {
      files: HOSTED.map((pkg) => `${pkg}/**/*.{ts,tsx}`),
      ignores: [...HOSTED_GLOBAL_WRAPPERS, '**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-globals': ['error', ...globalsBanned],
        'no-restricted-properties': ['error', ...propertiesBanned],
      },
    },
  ];
}

export default tseslint.config(
  {
    // `.build/` holds generated files anywhere (the benchmark's compiled runner and stack snapshot).
    ignores: ['**/dist/**', '**/node_modules/**', '**/.build/**', '**/test-results/**', '**/playwright-report/**', 'platform-tools/test/lint-fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'HTML from data goes through the one sanitising component only.',
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use the typed browser-storage module.' },
        { name: 'sessionStorage', message: 'Use the typed browser-storage module.' },
      ],
    },
  },
  ...REMOTES.map((remote) =>
    forbid(
      remote,
      ['host-shell', ...REMOTES.filter((other) => other !== remote)],
      'A remote imports only shared-contracts, shared-ui and its own files: never another remote or the shell.',
    ),
  ),
  forbid('host-shell', REMOTES, 'The shell loads remotes only through the Module Federation runtime, never by import.'),
  forbid('shared-contracts', ['host-shell', 'shared-ui', ...REMOTES], 'shared-contracts depends on no application package.'),
  forbid('shared-ui', ['host-shell', ...REMOTES], 'shared-ui depends on no application package.', [NO_OWN_I18N]),
  ...wrappedGlobals(),
  {
    files: ['host-shell/src/platform/browser-storage.ts', 'host-shell/src/platform/remote-storage.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Every browser test fails on a Content Security Policy violation through the shared fixture.
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it fails a test on any Content Security Policy violation.",
            },
          ],
        },
      ],
    },
  },
);

