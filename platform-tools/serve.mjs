// Static servers of `pnpm start`: the shell (with /remotes.json) and one origin per remote.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const HASHED = /\.[0-9a-f]{10}\.(js|css|map|txt|woff2?|png|svg)$/;

/** Manifests, entries, pages and the registry must be revalidated; hashed chunks never change. */
export function cacheControlFor(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {{ name: string, root: string, port: number, host?: string,
 *           corsOrigins?: string[], spa?: boolean, apiUpstream?: string }} options
 *   apiUpstream: the gateway that /api is proxied to (the shell only), so the browser sees one origin.
 */
export async function serveStatic({ name, root, port, host = process.env.HOST || 'localhost', corsOrigins, spa = false, apiUpstream }) {
  if (!existsSync(path.join(root, spa ? 'index.html' : 'mf-manifest.json'))) {
    throw new Error(`${name}: nothing built in ${root}; run pnpm build`);
  }
  const app = Fastify({ logger: false });
  if (corsOrigins) await app.register(fastifyCors, { origin: corsOrigins, methods: ['GET', 'HEAD'] });
  if (apiUpstream) {
    await app.register(fastifyProxy, {
      upstream: apiUpstream,
      prefix: '/api',
      rewritePrefix: '/api',
      // The gateway may be restarting: answer like the gateway would, with an error_code.
      replyOptions: {
        onError: (reply) => reply.code(502).send({ error_code: 'SERVER_ERROR', message: 'The gateway did not answer.' }),
      },
    });
  }
  await app.register(fastifyStatic, {
    root,
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
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  }
  try {
    await app.listen({ port, host });
  } catch (error) {
    if (error && error.code === 'EADDRINUSE') {
      throw new Error(`${name}: port ${port} is already in use; stop what holds it or choose another port`);
    }
    throw error;
  }
  return app;
}
