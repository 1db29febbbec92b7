// The security headers of the static servers (docs/decisions/0018-serving-and-security-headers.md):
// @fastify/helmet options for the shell's origin and for a remote's origin, and the shell's Content
// Security Policy, computed from the registry in force when the server starts.

/** Powerful features no page of the dashboard uses. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * The origins the shell's page may load code, styles and manifests from: each registry entry's
 * manifest origin and the allow-listed development override origins (REMOTE_OVERRIDE_ORIGINS).
 *
 * @param {{ remotes: Array<{ manifest: string }>, overrideOrigins: string[] } | undefined} registry
 */
export function remoteOrigins(registry) {
  if (!registry) return [];
  const urls = [...registry.remotes.map((remote) => remote.manifest), ...registry.overrideOrigins];
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}

/**
 * The WebSocket origins of the development override origins: a remote's dev server (the usual
 * override) reloads the page through a WebSocket on its own origin, which `http:` sources do not cover.
 */
function overrideSockets(registry) {
  if (!registry) return [];
  return registry.overrideOrigins.map((url) => new URL(url).origin.replace(/^http/, 'ws'));
}

/**
 * The shell page's policy: script, style, font, image and fetch sources are the shell's own origin
 * and the remotes' origins, nothing inline and no eval; no plugins, no <base>, no framing.
 */
export function shellCspDirectives(registry) {
  const remotes = remoteOrigins(registry);
  const selfAndRemotes = ["'self'", ...remotes];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: selfAndRemotes,
    styleSrc: selfAndRemotes,
    // The page's icon is `data:,` (platform-tools/index.html).
    imgSrc: [...selfAndRemotes, 'data:'],
    fontSrc: selfAndRemotes,
    // The gateway is behind the shell's own /api; the remotes' manifests are fetched.
    connectSrc: [...selfAndRemotes, ...new Set(overrideSockets(registry))],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

/** The policy as the header's text, for tests and logs. */
export function cspHeaderValue(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...sources].join(' '))
    .join('; ');
}

/** What every server sends, besides its own Content-Security-Policy and Cross-Origin-Resource-Policy. */
const COMMON = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
  // These servers speak plain HTTP; HSTS belongs to whatever terminates TLS in front of them.
  strictTransportSecurity: false,
};

/**
 * The policy of every answer that is not a document (code, styles, JSON, /api): it runs nothing and
 * may be framed by nothing. A policy governs the document (or worker) it arrives with; sent with
 * each of the shell's scripts and API answers, the page's policy only added its ~900 bytes to every
 * one of them (issue 46: 14 KB of a cold /home), so it rides with the page alone (`shellPagePolicy`).
 */
const DOCUMENTLESS_DIRECTIVES = { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] };

/** The page's Content-Security-Policy header, written as @fastify/helmet writes one. */
export function shellPagePolicy(registry) {
  return cspHeaderValue(shellCspDirectives(registry)).replace(/; /g, ';');
}

/**
 * @fastify/helmet options of the shell's server. Its page is sent with `shellPagePolicy` (serve.mjs
 * sets it over this one); everything else with the documentless policy.
 */
export function shellHelmetOptions() {
  return {
    ...COMMON,
    contentSecurityPolicy: { useDefaults: false, directives: DOCUMENTLESS_DIRECTIVES },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/**
 * @fastify/helmet options of a remote's server: it serves code and styles that the shell's page on
 * another origin loads (Cross-Origin-Resource-Policy: cross-origin), and no page of its own.
 */
export function remoteHelmetOptions() {
  return {
    ...COMMON,
    contentSecurityPolicy: { useDefaults: false, directives: DOCUMENTLESS_DIRECTIVES },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}
