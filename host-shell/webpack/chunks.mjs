// How the shell's own build splits its code into chunks (the remotes' builds split theirs in
// platform-tools/webpack): what the first render needs, what the light login loads, and what waits
// for a page that needs it.

/**
 * The shell's first render needs every library it loads from node_modules (the singletons,
 * single-spa, semver): one chunk for all of them, rather than a request each that the federation
 * runtime issues one after another (docs/performance.md). A library the shell needs only later
 * gets a cache group of its own below.
 */
const VENDORS = { test: /[\\/](node_modules|shared-subsets)[\\/]/, chunks: 'async', name: 'vendors', enforce: true };

/**
 * The headless library behind shared-ui/overlays and shared-ui/pickers is needed only when a page
 * opens a menu, dialog or picker: its own chunks, split by which entry uses them, never the
 * start-up vendors chunk (docs/decisions/0013-design-system.md).
 */
const HEADLESS_LIBRARY = {
  test: /[\\/]node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|client-only|use-sync-external-store)[\\/]/,
  chunks: 'async',
  enforce: true,
  priority: 10,
};

/**
 * What the light login (src/logged-out/light-login.tsx) loads besides the federation runtime, in
 * chunks of their own that the dashboard's start-up then finds loaded, never in the start-up vendors
 * chunk (decision 0038): React with react-dom, the login rules' validation library, and what of the
 * shell both starts import (the logged-out frame, form and texts, the deployment's configuration,
 * the validation rules, the stylesheet), so neither carries a copy of it.
 */
const LIGHT_LOGIN = {
  loginLibraries: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|yup|tiny-case|property-expr|toposort)[\\/]/,
    chunks: 'async',
    name: 'login-libraries',
    enforce: true,
    priority: 20,
  },
  loggedOut: {
    test: /[\\/](host-shell[\\/]src[\\/](logged-out[\\/](LoginForm|LoggedOutFrame|LabelledInput|logged-out-texts)\.tsx?|config[\\/](deployment|inline-config)\.ts|layout[\\/]shell\.css)|shared-contracts[\\/]src[\\/]rules[\\/]validation[\\/][^\\/]+\.ts)$/,
    chunks: 'async',
    name: 'logged-out',
    enforce: true,
    priority: 20,
  },
};

/**
 * The forms library: the shell's forms are all in pages and dialogs loaded when opened (the
 * logged-out pages, feedback, the platform tools), so it is a chunk of its own, not start-up code.
 */
const FORM_LIBRARIES = { test: /[\\/]node_modules[\\/](final-form|react-final-form)[\\/]/, chunks: 'async', name: 'form-libraries', enforce: true, priority: 10 };

/**
 * Libraries the shell loads well after the first route (the telemetry's `web-vitals`, decision
 * 0034): a chunk of their own, never the start-up vendors chunk.
 */
const LATE_LIBRARIES = { test: /[\\/]node_modules[\\/]web-vitals[\\/]/, chunks: 'async', name: 'late-libraries', enforce: true, priority: 10 };

/** The shell's federated build: splitChunks.cacheGroups. */
export const SHELL_CHUNKS = { vendors: VENDORS, headless: HEADLESS_LIBRARY, late: LATE_LIBRARIES, forms: FORM_LIBRARIES, ...LIGHT_LOGIN };

/**
 * The benchmark's monolith of the shell and every remote: the same light login and forms chunks, so
 * the two starts compare like with like (docs/performance.md); its libraries are webpack's default split.
 */
export const MONOLITH_CHUNKS = { forms: FORM_LIBRARIES, ...LIGHT_LOGIN };
