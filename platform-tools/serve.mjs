// Static servers of `pnpm start`: the shell (its page, its runtime configuration, /api) and one origin
// per remote (docs/decisions/0018-serving-and-security-headers.md).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { PERMISSIONS_POLICY, remoteHelmetOptions, shellHelmetOptions, shellPagePolicy } from './security-headers.mjs';
import { createManifestRelay } from './manifest-relay.mjs';
import { shellPage, startOf } from './shell-page.mjs';

const HASHED = /\.[0-9a-f]{10}\.(js|css|map|txt|woff2?|png|svg)$/;
/** The pre-compressed siblings that the build writes beside an asset (compression-webpack-plugin). */
const COMPRESSED = /\.(br|gz)$/;

/**
 * Manifests, entries, pages and the registry must be revalidated; hashed chunks never change. A
 * pre-compressed sibling (`main.0123456789.js.br`) is cached like the file it compresses.
 */
export function cacheControlFor(file) {
  return HASHED.test(file.replace(COMPRESSED, '')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A JSON document answered from memory (or computed per request), with an ETag, revalidated on every use. */
/** A readiness probe's answer at /readyz (Kubernetes' readinessProbe: a replica gets no traffic before it is ready). */
function serveReadiness(app, ready = () => true) {
  app.get('/readyz', (_request, reply) => {
    const isReady = ready();
    return reply.code(isReady ? 200 : 503).header('Cache-Control', 'no-store').send({ ready: isReady });
  });
}

function serveJson(app, url, valueFor) {
  app.get(url, async (request, reply) => {
    const body = `${JSON.stringify(await valueFor(request), null, 2)}\n`;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'Cookie');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

/** The encodings of a page, computed once per body (a page differs only by its path's preloads). */
const encodedPages = new Map();

function encodePage(body) {
  let encoded = encodedPages.get(body);
  if (!encoded) {
    if (encodedPages.size > 200) encodedPages.clear();
    const buffer = Buffer.from(body);
    encoded = {
      etag: `"${createHash('sha256').update(buffer).digest('base64url').slice(0, 27)}"`,
      identity: buffer,
      br: brotliCompressSync(buffer, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(buffer, { level: 9 }),
    };
    encodedPages.set(body, encoded);
  }
  return encoded;
}

/**
 * The shell's page for a request: the build's index.html (read per request, so a rebuild is served
 * at once) with the runtime configuration inlined and the path's remotes preloaded (shell-page.mjs).
 */
async function sendPage(request, reply, { root, registryFor, deployment, policy, relay }) {
  const [pathname, query] = request.url.split('?');
  const search = query === undefined ? '' : `?${query}`;
  const [html, registry] = await Promise.all([readFile(path.join(root, 'index.html'), 'utf8'), registryFor(request)]);
  // The light login loads no remote: its page carries no manifests.
  const manifests = relay && startOf(pathname, search) === 'dashboard' ? await relay.manifests(registry) : undefined;
  const page = encodePage(shellPage(html, { registry, deployment, pathname, search, manifests }));
  // The registry in the page is the session's cohort's (releases/cohort-registry.mjs): it varies by cookie.
  reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).header('Vary', 'Accept-Encoding, Cookie');
  reply.header('Content-Security-Policy', policy);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(encoding ? page[encoding] : page.identity);
}

/**
 * The headers /api goes on with. This server is the edge: the address it saw replaces any
 * X-Forwarded-For the client sent (the gateway trusts this server's, so a forwarded one would let a
 * client choose its address for the sign-in limits and the activity log), and the browser's Host and
 * the scheme it used go on as Host, X-Forwarded-Host and X-Forwarded-Proto, replacing whatever the
 * client put there: the gateway decides its cookies' `Secure` and its same-origin check from them
 * (issue 43 §7: they must say what the browser really used, never what a client claims).
 * Behind trusted proxies (MDP_TRUSTED_PROXIES: a Kubernetes ingress) the address and scheme are
 * those the proxies saw, from their X-Forwarded-For (the rightmost address that is not theirs) and
 * X-Forwarded-Proto, and from no one else: fastify's `trustProxy` (the shell image's nginx used realip
 * before decision 0063 made this server the shell image's).
 */
function forwardedHeaders(request, headers) {
  const host = request.headers.host ?? headers.host;
  const forwarded = {
    ...headers,
    host,
    'x-forwarded-host': host,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': ['http', 'https'].includes(request.protocol) ? request.protocol : request.socket.encrypted ? 'https' : 'http',
  };
  delete forwarded.forwarded;
  return forwarded;
}

/**
 * How the shell's /api proxy treats a slow or failing gateway (docs/security.md, "The /api proxy
 * under a slow or failing gateway"; in `pnpm start` and in the shell image alike):
 * - it never retries: the browser's gateway client decides, and a 503's Retry-After reaches it;
 * - a gateway that takes the connection in more than `connectMs`, or sends no answer's headers in
 *   `responseMs`, is answered for (502, 504) with SERVER_ERROR, well before a person gives up and
 *   before the browser's own limit (the gateway client's, 30 s);
 * - `connections` to the gateway at once: enough that requests stuck on one slow route leave room
 *   for every other (undici's default, 128, let 140 slow requests hold up a health check for 18 s).
 */
export const API_PROXY_LIMITS = Object.freeze({ connectMs: 2_000, responseMs: 20_000, connections: 1_024 });

/**
 * API_PROXY_LIMITS with the answer's limit from MDP_GATEWAY_TIMEOUT_SECONDS (whole seconds, as the
 * shell image sets it like any deployment); anything else there stops the server with one line.
 */
export function apiLimitsFromEnv(env) {
  const raw = env.MDP_GATEWAY_TIMEOUT_SECONDS;
  if (raw === undefined || raw === '') return API_PROXY_LIMITS;
  if (!/^[1-9][0-9]*$/.test(raw)) throw new Error(`MDP_GATEWAY_TIMEOUT_SECONDS must be a whole number of seconds, not ${raw}`);
  return { ...API_PROXY_LIMITS, responseMs: Number(raw) * 1000 };
}

/**
 * MDP_TRUSTED_PROXIES: the addresses or CIDR blocks (comma-separated) of the proxies in front of the
 * shell's server whose X-Forwarded-For and -Proto it believes (docs/security.md, "Whose address is
 * it"); none when unset (the server is the edge). Anything but addresses and blocks stops the server.
 */
export function trustedProxiesFromEnv(env) {
  const proxies = String(env.MDP_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((proxy) => proxy.trim())
    .filter(Boolean);
  const bad = proxies.find((proxy) => !/^[0-9A-Fa-f:./]+$/.test(proxy));
  if (bad) throw new Error(`MDP_TRUSTED_PROXIES must list addresses or CIDR blocks, not ${bad}`);
  return proxies;
}

/**
 * GATEWAY_URL: where /api goes, an http(s) origin without a path (the browser's path goes on as it
 * is); anything else stops the server with one line.
 */
export function gatewayUrlFromEnv(env, fallback) {
  const raw = (env.GATEWAY_URL || fallback).replace(/\/$/, '');
  if (!/^https?:\/\/[^/?#]+$/.test(raw)) throw new Error(`GATEWAY_URL must be an http(s) URL without a path, not ${raw}`);
  return raw;
}

/** fastify's `trustProxy` for a list of trusted proxies: none trusted when the list is empty. */
const trustOf = (proxies) => (proxies?.length ? proxies : false);

/** Where a spa page gets the manifests it carries: the given relay, none (`false`), or one that asks the remotes. */
const relayOf = (spa, given) => (spa && given !== false ? (given ?? createManifestRelay()) : undefined);

/** A runtime document's answer: a function is asked on every request, a value is answered as it is. */
const answerOf = (value) => (typeof value === 'function' ? value : () => value);

/** /api to the gateway, as the browser's one origin (API_PROXY_LIMITS, forwardedHeaders). */
async function registerApiProxy(app, apiUpstream, apiLimits) {
  await app.register(fastifyProxy, {
    upstream: apiUpstream,
    prefix: '/api',
    rewritePrefix: '/api',
    undici: {
      connections: apiLimits.connections,
      connectTimeout: apiLimits.connectMs,
      headersTimeout: apiLimits.responseMs,
      bodyTimeout: apiLimits.responseMs,
    },
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders,
      // Never again by itself (reply-from would repeat a GET answered 503 up to ten times, reading
      // Retry-After's seconds as milliseconds): the gateway's answer goes to the browser as it is.
      retryDelay: () => null,
      // The gateway may be restarting or stuck: answer like the gateway would, with an error_code.
      onError: (reply, { error }) =>
        reply.code(error?.statusCode === 504 ? 504 : 502).send({ error_code: 'SERVER_ERROR', message: 'The gateway did not answer.' }),
    },
  });
}

/**
 * A static server, not yet listening (tests use `inject`).
 *
 * @param {{ name: string, root: string, corsOrigins?: string[], spa?: boolean, apiUpstream?: string,
 *           runtimeConfig?: Record<string, unknown>, registry?: import('shared-contracts').RemotesRegistry }} options
 *   spa: the shell's page (or the benchmark's monolith): any GET that is not a file gets index.html,
 *     under a Content Security Policy that allows exactly the origins of `registry`.
 *   runtimeConfig: documents answered from memory, by path (`/remotes.json`, `/deployment.json`):
 *     computed when the server starts, never written into `root`, so a rebuild cannot delete them;
 *     a function is asked on every request (`/release-status.json`).
 *     A spa page also carries the two inline (shell-page.mjs), so the shell need not fetch them.
 *   apiUpstream: the gateway that /api is proxied to (the shell only), so the browser sees one origin.
 *   corsOrigins: a remote's server: the shell origins that may fetch its manifest and code.
 *   registryFor: the registry of a request's session (its release cohort); `registry` for all without it.
 *   versions: a remote's server: the folder of its released versions, served at `/<version>/…`.
 *   apiLimits: API_PROXY_LIMITS unless a test shortens them.
 *   manifestRelay: where a spa page gets the registry remotes' manifests it carries (manifest-relay.mjs;
 *     one that asks the remotes' origins unless given); false: none, the browser asks each remote.
 *   trustedProxies: addresses or CIDR blocks whose X-Forwarded-For/-Proto say who the client is
 *     (trustedProxiesFromEnv); none: this server is the edge.
 *   ready: whether the server may take traffic now, answered at `/readyz` (200 or 503); always without it.
 */
export async function createStaticServer({ name, root, corsOrigins, spa = false, apiUpstream, apiLimits = API_PROXY_LIMITS, runtimeConfig = {}, registry, registryFor, versions, trustedProxies, manifestRelay, ready }) {
  if (!existsSync(path.join(root, spa ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(`${name}: nothing built in ${root}; run pnpm build`);
  }
  const app = Fastify({ logger: false, trustProxy: trustOf(trustedProxies) });
  await app.register(fastifyHelmet, spa ? shellHelmetOptions() : remoteHelmetOptions());
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
  if (corsOrigins) await app.register(fastifyCors, { origin: corsOrigins, methods: ['GET', 'HEAD'] });
  if (apiUpstream) await registerApiProxy(app, apiUpstream, apiLimits);
  serveReadiness(app, ready);
  const cohortRegistry = registryFor ?? (async () => runtimeConfig['/remotes.json']);
  for (const [url, value] of Object.entries(runtimeConfig)) {
    serveJson(app, url, url === '/remotes.json' ? cohortRegistry : answerOf(value));
  }
  const pageConfig = { root, registryFor: cohortRegistry, deployment: runtimeConfig['/deployment.json'], policy: shellPagePolicy(registry), relay: relayOf(spa, manifestRelay) };
  if (spa) {
    // The page is never the file as built: it carries the runtime configuration and the path's preloads.
    app.get('/', (request, reply) => sendPage(request, reply, pageConfig));
    app.get('/index.html', (request, reply) => sendPage(request, reply, pageConfig));
  }
  await app.register(fastifyStatic, {
    // A released version's files sit in a folder named after it: `/<version>/mf-manifest.json`.
    root: versions ? [root, versions] : root,
    index: false,
    // The build writes .br and .gz siblings; the one the browser accepts is sent as it is.
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, file) {
      reply.header('Cache-Control', cacheControlFor(path.basename(file)));
    },
  });
  if (spa) {
    // Client-side routes: any GET that is not a file gets the shell's page.
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0]);
      if (!wantsPage) return reply.code(404).send({ error_code: 'NOT_FOUND' });
      return sendPage(request, reply, pageConfig);
    });
  }
  return app;
}

/** A static server listening on `port`; fails with the service's name when the port is taken. */
export async function serveStatic({ port, host = process.env.HOST || 'localhost', ...options }) {
  const app = await createStaticServer(options);
  try {
    await app.listen({ port, host });
  } catch (error) {
    if (error && error.code === 'EADDRINUSE') {
      throw new Error(`${options.name}: port ${port} is already in use; stop what holds it or choose another port`);
    }
    throw error;
  }
  return app;
}
