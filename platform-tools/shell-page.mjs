// The shell's page as its server sends it (issue 22): the built index.html with the runtime
// configuration inlined as JSON data blocks, and preloads for the remotes the requested path needs,
// so the first remote starts downloading with the page instead of after the shell has fetched
// /remotes.json, read it and asked the federation runtime for the remote's manifest.
//
// Data blocks (`<script type="application/json">`) are never executed, so the page's Content
// Security Policy stays without 'unsafe-inline'; the shell reads them with JSON.parse
// (host-shell/src/config/inline-config.ts) and fetches /remotes.json and /deployment.json only when
// they are absent (the shell's dev server, an older server).

/** The ids of the data blocks; host-shell/src/config/inline-config.ts reads the same ids. */
export const INLINE_IDS = { registry: 'mdp-registry', deployment: 'mdp-deployment', manifests: 'mdp-manifests' };

/**
 * Whether a declared route (`/home`, or `/credit_cards/*` for the prefix and its sub-paths) matches a
 * pathname: the rule of `routeMatches` in shared-contracts/src/registry/remote-routes.ts, which a
 * unit test holds this copy to (the servers are plain Node modules and cannot import TypeScript).
 */
export function routeMatches(pattern, pathname) {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return pathname === base || pathname.startsWith(`${base}/`);
  }
  return pathname === pattern || pathname === `${pattern}/`;
}

/**
 * Which start the shell's entry makes on this path (host-shell/src/logged-out/light-login-gate.ts,
 * which a unit test holds this copy to): `login`, the light login, on `/login` with no query but
 * the language; else `dashboard`. On `/login` the entry still opens the dashboard when someone is
 * signed in on the browser, which only the browser knows: its start-up then loads without preloads.
 *
 * @param {string} pathname
 * @param {string} [search]
 * @returns {'login' | 'dashboard'}
 */
export function startOf(pathname, search = '') {
  if (pathname !== '/login' && pathname !== '/login/') return 'dashboard';
  return [...new URLSearchParams(search).keys()].every((key) => key === 'lang') ? 'login' : 'dashboard';
}

/**
 * The build's page with only the start-up preloads of `start`: each preload of the shell's build
 * names in `data-start` the entry's imports that need its file (host-shell/webpack/startup-preloads.mjs
 * `startupPreloads`); a preload without one is kept. An import named `<start>.<part>` belongs to its
 * start (`dashboard.session`: the session's first requests, decision 0086).
 *
 * @param {string} html
 * @param {'login' | 'dashboard'} start
 */
export function keepStartPreloads(html, start) {
  return html.replace(/<link\b[^>]*\sdata-start=(?:"([^"]*)"|([^\s>]+))[^>]*>/g, (tag, quoted, bare) =>
    (quoted ?? bare).split(/\s+/).some((name) => name.split('.')[0] === start) ? tag : '',
  );
}

/** The remote entry's URL: beside its manifest (platform-tools/federation.mjs names it remoteEntry.js). */
const entryOf = (manifest) => new URL('remoteEntry.js', manifest).href;

/**
 * What the page for `pathname` preloads: the manifest of the remote that owns the path, and its entry
 * when the registry pins it with an integrity (the shell's entry script carries that integrity and
 * `crossorigin="anonymous"`, and a preload is used only when both match). Not the remotes filling a
 * slot of the dashboard's frame (the header's bell): on a slow network they would share the
 * bandwidth with the first page's code, and the shell asks for their manifests once the page's
 * remote is here (RemoteLoader.startVisit, decision 0042). Paths no remote declares (the login
 * page, the shell's own pages) preload nothing: they may not be dashboard pages at all.
 *
 * @param {{ remotes: Array<{ name: string, manifest: string, integrity?: string, declaration?: { routes?: Array<{ path: string }>, slots?: string[] } }> } | undefined} registry
 * @param {string} pathname
 * @param {string} [search] the query, `?…`: with a development override the page preloads no remote
 * @param {Record<string, unknown>} [inlined] the manifests the page carries, by URL
 * @returns {Array<{ href: string, as: 'fetch' | 'script', integrity?: string }>}
 */
export function remotePreloads(registry, pathname, search = '', inlined = {}) {
  // A development override (`?remote:cards=…`) loads the remote from elsewhere: preload nothing.
  if (/[?&]remote(:|%3A)/i.test(search)) return [];
  const remotes = registry?.remotes ?? [];
  const owner = remotes.find((remote) => (remote.declaration?.routes ?? []).some((route) => routeMatches(route.path, pathname)));
  if (!owner) return [];
  return [
    // A manifest the page carries (`inlined`, manifest-relay.mjs) is not asked for.
    ...(owner.manifest in inlined ? [] : [{ href: owner.manifest, as: 'fetch' }]),
    ...(owner.integrity ? [{ href: entryOf(owner.manifest), as: 'script', integrity: owner.integrity }] : []),
  ];
}

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script> element: `<` escaped, so no `</script>` or `<!--` in the data can end it. */
const dataBlock = (id, value) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const preloadTag = ({ href, as, integrity }) =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="${as}" crossorigin="anonymous"${integrity ? ` integrity="${escapeAttribute(integrity)}"` : ''}>`;

/**
 * The page's title and icon as the deployment's brand has them (decision 0065), before any script
 * runs: the name in the `lang` query's language (English otherwise), the brand's favicon.
 *
 * @param {string} html
 * @param {{ branding?: { name: Record<string, string>, favicon: string } } | undefined} deployment
 * @param {string} search
 */
export function brandPage(html, deployment, search = '') {
  const branding = deployment?.branding;
  if (!branding) return html;
  const language = new URLSearchParams(search).get('lang');
  const name = branding.name[language] ?? branding.name.en;
  const text = String(name).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text}</title>`)
    .replace(/<link rel="?icon"? href=(?:"[^"]*"|[^\s>]+)/, () => `<link rel="icon" href="${escapeAttribute(branding.favicon)}"`);
}

/**
 * The page: `html` (the build's index.html) with the brand's title and icon, the preloads and the
 * data blocks before `</head>`.
 *
 * @param {string} html
 * @param {{ registry?: object, deployment?: object, pathname: string, search?: string, manifests?: Record<string, unknown> }} config
 *   manifests: the remotes' manifests by URL (manifest-relay.mjs), for a page that starts the dashboard
 */
export function shellPage(html, { registry, deployment, pathname, search = '', manifests }) {
  const tags = [
    ...remotePreloads(registry, pathname, search, manifests).map(preloadTag),
    ...(registry ? [dataBlock(INLINE_IDS.registry, registry)] : []),
    ...(manifests && Object.keys(manifests).length ? [dataBlock(INLINE_IDS.manifests, manifests)] : []),
    ...(deployment ? [dataBlock(INLINE_IDS.deployment, deployment)] : []),
  ].join('');
  const page = brandPage(keepStartPreloads(html, startOf(pathname, search)), deployment, search);
  const at = page.indexOf('</head>');
  return at < 0 ? page : `${page.slice(0, at)}${tags}${page.slice(at)}`;
}
