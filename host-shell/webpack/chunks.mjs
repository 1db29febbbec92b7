// How the shell's own build splits its code into chunks (the remotes' builds split theirs in
// platform-tools/webpack): what the first render needs, what the light login loads, and what waits
// for a page that needs it.
import { fileURLToPath } from 'node:url';

/** A file of a workspace package, as webpack's module resources name it. */
const workspaceFile = (relative) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

/**
 * The chunks that webpack's own split made for a shared entry the shell provides (`entryFile`, with
 * what it imports that no earlier chunk has), as a `chunks` predicate of a cache group, and a `test`
 * for their modules: a cache group can then move those chunks' content, and only from those chunks,
 * into a chunk the page loads anyway. (A module the light login also bundles, say, stays in the
 * light login's chunk as well.) A path list would have to follow each entry's imports by hand.
 */
function chunksOf(entryFile) {
  const verdicts = new WeakMap();
  let chunkGraph;
  const chunks = (chunk) => {
    if (!verdicts.has(chunk)) verdicts.set(chunk, [...chunkGraph.getChunkModulesIterable(chunk)].some((module) => module.resource === entryFile));
    return verdicts.get(chunk);
  };
  const test = (module, context) => {
    chunkGraph = context.chunkGraph;
    return [...chunkGraph.getModuleChunksIterable(module)].some(chunks);
  };
  return { test, chunks };
}

/** Any of the predicates. */
const anyOf = (...predicates) => (...args) => predicates.some((predicate) => predicate(...args));

const CONTRACT_ENTRY = chunksOf(workspaceFile('shared-contracts/src/contract/index.ts'));
const CAROUSEL_ENTRY = chunksOf(workspaceFile('shared-ui/src/carousel.ts'));
const SHARED_UI_CORE = chunksOf(workspaceFile('shared-ui/src/index.ts'));
const SHARED_UI_DATA = chunksOf(workspaceFile('shared-ui/src/data.ts'));
const SHARED_UI_FORMS = chunksOf(workspaceFile('shared-ui/src/forms.ts'));

/** A RegExp cache-group test as a function, as webpack applies one (to the module's name for conditions). */
const matching = (pattern) => (module) => pattern.test(module.nameForCondition?.() ?? '');

const LIBRARIES = matching(/[\\/](node_modules|shared-subsets)[\\/]/);

/**
 * The shell's first render needs every library it loads from node_modules (the singletons,
 * semver): one chunk for all of them, rather than a request each that the federation
 * runtime issues one after another (docs/performance.md). A library the shell needs only later
 * gets a cache group of its own below. With them, what else the dashboard's first render loads
 * from the shell: the contract's entry (`shared-contracts`) and shared-ui's carousel, which the
 * home page's first screen shows; each is a shared module the shell provides, in a chunk of its
 * own otherwise (issue 46, decision 0084: a request each of the cold /home). From async chunks
 * only, and never from the light login's own chunk, which bundles a copy of some of the contract's
 * files and must not need this one (the login page loads no vendors).
 */
const VENDORS = {
  test: anyOf(LIBRARIES, CONTRACT_ENTRY.test, CAROUSEL_ENTRY.test),
  chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'login',
  name: 'vendors',
  enforce: true,
};

/**
 * The headless library behind shared-ui/overlays and shared-ui/pickers is needed only when a page
 * opens a menu, dialog or picker: its own chunks, split by which entry uses them, never the
 * start-up vendors chunk (docs/decisions/0013-design-system.md).
 */
const HEADLESS_LIBRARY = {
  test: /[\\/]node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@react-types|@internationalized|client-only)[\\/]/,
  chunks: 'async',
  enforce: true,
  priority: 10,
};

/**
 * The session's first requests (src/session/early-requests.ts, decision 0086): a small chunk that
 * must run as soon as it arrives, so it keeps its own copy of what it imports (the inline
 * configuration's reader) instead of waiting for the `logged-out` chunk with shared-ui's core.
 */
const SESSION_START_CHUNK = 'dashboard.session';
const asyncButSessionStart = (chunk) => !chunk.canBeInitial() && chunk.name !== SESSION_START_CHUNK;

/**
 * What the light login (src/logged-out/light-login.tsx) loads besides the federation runtime, in
 * chunks of their own that the dashboard's start-up then finds loaded, never in the start-up vendors
 * chunk (decision 0038): React with react-dom, and what of the shell both starts import (the
 * logged-out frame, form and texts, the deployment's configuration, the validation rules, the
 * stylesheet), so neither carries a copy of it. The login rules' validation library (yup) is a chunk
 * of its own: the dashboard's start runs none of those rules (its forms are in pages and dialogs),
 * so it does not download it with React (issue 46: ~12 KB gzip off both stacks' first route).
 */
const LIGHT_LOGIN = {
  loginLibraries: {
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
    chunks: 'async',
    name: 'login-libraries',
    enforce: true,
    priority: 20,
  },
  validationLibraries: {
    test: /[\\/]node_modules[\\/](yup|tiny-case|property-expr|toposort)[\\/]/,
    chunks: 'async',
    name: 'validation-libraries',
    enforce: true,
    priority: 20,
  },
  loggedOut: {
    test: /[\\/](host-shell[\\/]src[\\/](logged-out[\\/](LoginForm|LoggedOutFrame|LabelledInput|logged-out-texts)\.tsx?|config[\\/](deployment|inline-config)\.ts|layout[\\/]shell\.css)|shared-contracts[\\/]src[\\/]rules[\\/]validation[\\/][^\\/]+\.ts)$/,
    chunks: asyncButSessionStart,
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

/**
 * The light login and the dashboard both load shared-ui's core entry, which the shell provides as a
 * shared module: in the federated build its chunk (code and stylesheet) joins the `logged-out`
 * chunk that both load, two requests fewer on each (issue 46). The monolith has no shared modules
 * and splits shared-ui with the rest of its code.
 */
const LOGGED_OUT_WITH_SHARED_UI = {
  ...LIGHT_LOGIN.loggedOut,
  test: anyOf(matching(LIGHT_LOGIN.loggedOut.test), SHARED_UI_CORE.test),
};

/**
 * single-spa and single-spa-react mount parcel remotes (src/remotes/parcel-page.tsx, loaded with the
 * first parcel page): a chunk of their own, never the start-up vendors chunk (~30 KB the dashboard's
 * start evaluated for nothing; issue 46).
 */
const PARCEL_LIBRARIES = { test: /[\\/]node_modules[\\/](single-spa|single-spa-react)[\\/]/, chunks: 'async', name: 'parcel-libraries', enforce: true, priority: 10 };

/**
 * shared-ui's lists and form fields (`shared-ui/data`, `shared-ui/forms`), which the shell provides
 * to the remotes as shared modules: the first page of a remote with a list or a form (card payments,
 * balance, settings) needs both, so they are one chunk with one stylesheet instead of a chunk and a
 * stylesheet each, two requests fewer on that page's first visit (issue 46: four of the six the cold
 * switch into card payments made were these). Only those entries' own chunks give modules to it;
 * libraries stay in their own groups (a lower priority). The monolith has no shared modules and
 * splits shared-ui with each page's code.
 */
const SHARED_UI_LISTS_AND_FIELDS = {
  test: anyOf(SHARED_UI_DATA.test, SHARED_UI_FORMS.test),
  chunks: (chunk) => !chunk.canBeInitial() && (SHARED_UI_DATA.chunks(chunk) || SHARED_UI_FORMS.chunks(chunk)),
  name: 'shared-ui-lists',
  enforce: true,
  priority: -5,
};

/** The shell's federated build: splitChunks.cacheGroups. */
export const SHELL_CHUNKS = {
  vendors: VENDORS,
  headless: HEADLESS_LIBRARY,
  late: LATE_LIBRARIES,
  parcel: PARCEL_LIBRARIES,
  forms: FORM_LIBRARIES,
  ...LIGHT_LOGIN,
  loggedOut: LOGGED_OUT_WITH_SHARED_UI,
  sharedUiLists: SHARED_UI_LISTS_AND_FIELDS,
};

/**
 * The benchmark's monolith of the shell and every remote: the same light login and forms chunks, so
 * the two starts compare like with like (docs/performance.md); its libraries are webpack's default split.
 */
export const MONOLITH_CHUNKS = { forms: FORM_LIBRARIES, ...LIGHT_LOGIN };
