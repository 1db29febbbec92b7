// Raw browser globals behind wrappers (CONVENTIONS.md "Wrappers instead of raw globals"): the ESLint
// blocks that ban them, for eslint.config.mjs. Remotes and the shared packages have HostApi services
// (docs/decisions/0016-platform-contract.md); the shell has one wrapper module per kind in
// host-shell/src/platform/ (docs/decisions/0055-lint-what-the-decisions-say.md).


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

/** For the remotes and the shared packages: code that runs inside the shell's page through HostApi. */
export function hostedGlobals(remotes) {
  const hosted = [...remotes, 'shared-contracts', 'shared-ui'];
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
      files: hosted.map((pkg) => `${pkg}/**/*.{ts,tsx}`),
      ignores: [...HOSTED_GLOBAL_WRAPPERS, '**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-globals': ['error', ...globalsBanned],
        'no-restricted-properties': ['error', ...propertiesBanned],
      },
    },
  ];
}

/** No-restricted-syntax of every file; a block that adds selectors keeps these (options replace, not merge). */
const NO_RAW_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'HTML from data goes through the one sanitising component only.',
};
export const restrictedSyntax = (...selectors) => ['error', NO_RAW_HTML, ...selectors];

/**
 * The shell is under the raw-globals ban too (docs/decisions/0055): network, history, location
 * writes, storage and cookies each go through one wrapper module of host-shell/src/platform/, which
 * alone may touch the global. Reading the address (`window.location.pathname`) stays allowed.
 */
const SHELL_WRAPPERS = {
  network: 'The shell requests files through host-shell/src/platform/network.ts and calls the gateway through its client.',
  navigation: 'The shell writes the address or loads a page through host-shell/src/platform/browser-location.ts (or the router).',
  storage: 'Browser storage goes through host-shell/src/platform/browser-storage.ts (names and lifetimes in one place).',
  cookies: 'Cookies go through host-shell/src/platform/cookies.ts (names, lifetimes and flags in one place).',
};
const SHELL_WRAPPER_FILES = [
  'host-shell/src/platform/network.ts',
  'host-shell/src/platform/browser-location.ts',
  'host-shell/src/platform/browser-storage.ts',
  // HostApi.storage: the remotes' storage, under each remote's prefix.
  'host-shell/src/platform/remote-storage.ts',
  'host-shell/src/platform/cookies.ts',
  // The gateway client's upload sender: XMLHttpRequest, for upload progress.
  'host-shell/src/platform/upload-with-progress.ts',
  // The session's first gateway requests, sent before the gateway client and the cookie module can
  // load (no shared module yet), and the client's fetch that takes their answers (decision 0086).
  'host-shell/src/session/early-requests.ts',
  'host-shell/src/session/early-answers.ts',
];

export function shellGlobals() {
  const globalsBanned = [
    ...['localStorage', 'sessionStorage', 'indexedDB'].map((name) => [name, SHELL_WRAPPERS.storage]),
    ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => [name, SHELL_WRAPPERS.network]),
    ['history', SHELL_WRAPPERS.navigation],
  ].map(([name, message]) => ({ name, message }));
  const propertiesBanned = [
    ...['window', 'globalThis', 'self'].flatMap((object) => [
      ...['localStorage', 'sessionStorage', 'indexedDB'].map((property) => [object, property, SHELL_WRAPPERS.storage]),
      ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((property) => [object, property, SHELL_WRAPPERS.network]),
      [object, 'history', SHELL_WRAPPERS.navigation],
    ]),
    ['document', 'cookie', SHELL_WRAPPERS.cookies],
    ['navigator', 'sendBeacon', SHELL_WRAPPERS.network],
  ].map(([object, property, message]) => ({ object, property, message }));
  const locationWrite = (selector) => ({ selector, message: SHELL_WRAPPERS.navigation });
  const LOAD = '/^(assign|replace|reload)$/';
  return {
    files: ['host-shell/**/*.{ts,tsx}'],
    // Tests, and the test kit beside them (host-shell/src/testing/), set up jsdom's page as a browser would.
    ignores: [...SHELL_WRAPPER_FILES, '**/*.test.{ts,tsx}', 'host-shell/src/testing/**'],
    rules: {
      'no-restricted-globals': ['error', ...globalsBanned],
      'no-restricted-properties': ['error', ...propertiesBanned],
      'no-restricted-syntax': restrictedSyntax(
        // location.assign(...), window.location.reload(), document.location.replace(...)
        locationWrite(`CallExpression > MemberExpression.callee[property.name=${LOAD}][object.name='location']`),
        locationWrite(`CallExpression > MemberExpression.callee[property.name=${LOAD}][object.property.name='location']`),
        // location.href = ..., window.location.hash = ..., window.location = ..., location = ...
        locationWrite("AssignmentExpression > MemberExpression.left[object.name='location']"),
        locationWrite("AssignmentExpression > MemberExpression.left[object.property.name='location']"),
        locationWrite("AssignmentExpression > MemberExpression.left[property.name='location']"),
        locationWrite("AssignmentExpression > Identifier.left[name='location']"),
      ),
      'no-restricted-imports': ['error', { paths: [{ name: 'js-cookie', message: SHELL_WRAPPERS.cookies }] }],
    },
  };
}
