// The package graph is the architecture (CONVENTIONS.md): the linter enforces it.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SHARED_SUBSETS, subsetExports } from 'platform-tools/shared-subsets';
import { hostedGlobals, restrictedSyntax, shellGlobals } from 'platform-tools/lint/raw-globals';
import { sizeRules } from 'platform-tools/lint/size-limits';
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
function forbid(pkg, names, message, extraPatterns = [HEADLESS_LIBRARY], extraZones = []) {
  return {
    files: [`${pkg}/**/*.{ts,tsx,mjs,js}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: SUBSET_IMPORTS, patterns: [{ group: bySpecifier(names), message }, ...extraPatterns] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...names.map((name) => ({ target: `./${pkg}`, from: `./${name}`, message })), ...extraZones] },
      ],
    },
  };
}

/**
 * What a remote may import of shared-contracts besides the singleton, `./rules`, `./react` and
 * `./testing` (docs/decisions/0055-lint-what-the-decisions-say.md): not the gateway client — its
 * calls go through hostApi.gateway from the remote's own src/api/ — and of `./areas` only its own
 * area, by the remote's name in the catalogue (`cards`, package `mfe-cards`, owns `areas/cards`).
 * Another area's name it needs, its own area re-exports: the sharing is then written in the owner's
 * file and seen in its API report.
 */
function remoteContractImports(remote) {
  const owner = catalogue.remotes.find((entry) => entry.package === remote).name;
  return [
    {
      group: bySpecifier(['shared-contracts/gateway']),
      message: 'A remote calls the gateway through hostApi.gateway from its own src/api/: shared-contracts/gateway is the shell\'s client.',
    },
    {
      regex: `^shared-contracts/areas/(?!${owner}/)`,
      message: `A remote imports its own area only (shared-contracts/areas/${owner}/...): re-export a name it shares from there.`,
    },
  ];
}

/**
 * Zones inside shared-contracts, by entry (docs/decisions/0055): the singleton `contract/` imports
 * nothing else of the package; `registry/` only the contract; `rules/` the contract and registry;
 * `areas/` the contract, the rules and other areas; `react/` only the contract; `gateway/` the
 * contract and the areas; `testing/` anything. Tests and fixtures beside the code are not shipped
 * and may use the testing kit.
 */
const CONTRACT_ZONES = [
  ['contract', []],
  ['registry', ['contract']],
  ['rules', ['contract', 'registry']],
  ['areas', ['contract', 'rules']],
  ['react', ['contract']],
  ['gateway', ['contract', 'areas']],
].map(([zone, allowed]) => ({
  target: `./shared-contracts/src/${zone}/**/!(*.test|*.fixture).{ts,tsx}`,
  from: './shared-contracts/src',
  except: [`./${zone}`, ...allowed.map((name) => `./${name}`)],
  message: `shared-contracts/src/${zone} imports ${allowed.length ? `only ${allowed.join(', ')} of the package` : 'nothing else of the package'} (docs/decisions/0055).`,
}));

/**
 * A gateway handler reads `request.body`, `query` and `params` as typed from the route's schema
 * (sandbox-gateway/src/http/gateway-app.ts): a cast, or a route generic written by hand, would say
 * what the schema does not check.
 */
const GATEWAY_REQUEST_MESSAGE = "Type the request from the route's schema (GatewayApp, docs/decisions/0056): no cast of request.body, query or params.";
const GATEWAY_REQUEST_TYPES = [
  ...['TSAsExpression', 'TSTypeAssertion'].map((cast) => ({
    selector: `${cast} > MemberExpression.expression[property.name=/^(body|query|params)$/]`,
    message: GATEWAY_REQUEST_MESSAGE,
  })),
  {
    selector: 'CallExpression[callee.property.name=/^(get|post|put|patch|delete|route)$/][typeArguments]',
    message: "A route's request types come from its schema (docs/decisions/0056): no hand-written route generic.",
  },
];

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
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': restrictedSyntax(),
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
      [HEADLESS_LIBRARY, ...remoteContractImports(remote)],
    ),
  ),
  forbid('host-shell', REMOTES, 'The shell loads remotes only through the Module Federation runtime, never by import.'),
  forbid('shared-contracts', ['host-shell', 'shared-ui', ...REMOTES], 'shared-contracts depends on no application package.', [HEADLESS_LIBRARY], CONTRACT_ZONES),
  {
    // The public surface of shared-contracts grows only by a decision: every entry lists its names.
    files: ['shared-contracts/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': restrictedSyntax({
        selector: 'ExportAllDeclaration',
        message: 'No `export *` in shared-contracts: list the names, so the surface grows only by a decision (CONVENTIONS.md).',
      }),
    },
  },
  {
    // The gateway's request types come from its route schemas (docs/decisions/0056-gateway-request-types-from-schemas.md).
    files: ['sandbox-gateway/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': restrictedSyntax(...GATEWAY_REQUEST_TYPES) },
  },
  forbid('shared-ui', ['host-shell', ...REMOTES], 'shared-ui depends on no application package.', [NO_OWN_I18N]),
  ...hostedGlobals(REMOTES),
  shellGlobals(),
  {
    files: ['host-shell/src/platform/browser-storage.ts', 'host-shell/src/platform/remote-storage.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // max-lines 300 and complexity 15, with the files over them when the limits came (docs/decisions/0055).
  ...sizeRules(),
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

