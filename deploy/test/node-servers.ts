// The Node servers of `pnpm start` asked the same requests as the images' nginx, for
// nginx-serving.test.ts: the headers both must send alike.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './static-image';

/**
 * The Node servers of `pnpm start` whose headers the images must send too: this checkout's
 * platform-tools once it has security headers (the serving branch), or another checkout's
 * (MDP_NODE_SERVERS_DIR=/path/to/platform-tools) to compare before that is merged.
 */
export const NODE_SERVERS = process.env.MDP_NODE_SERVERS_DIR ?? path.join(ROOT, 'platform-tools');
export const nodeServersHaveHeaders = existsSync(path.join(NODE_SERVERS, 'security-headers.mjs'));

/** Headers whose values the nginx images and the Node servers must agree on. */
export const SHARED_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
  'cache-control',
  'access-control-allow-origin',
];

/** The Node servers' answers (fastify's inject, no port) to the same requests, for the same environment. */
export function nodeServerHeaders(env: Record<string, string>, shellDist: string, remoteDist: string, shellOrigin: string): Record<string, Record<string, unknown>> {
  const module = (file: string) => JSON.stringify(pathToFileURL(path.join(NODE_SERVERS, file)).href);
  const code = `
    import { createStaticServer } from ${module('serve.mjs')};
    import { registryFromEnv } from ${module('registry.mjs')};
    const registry = registryFromEnv();
    const shell = await createStaticServer({ name: 'shell', root: ${JSON.stringify(shellDist)}, spa: true, registry, runtimeConfig: { '/remotes.json': registry } });
    const remote = await createStaticServer({ name: 'remote', root: ${JSON.stringify(remoteDist)}, corsOrigins: [${JSON.stringify(shellOrigin)}] });
    const origin = { origin: ${JSON.stringify(shellOrigin)} };
    const answers = {
      page: (await shell.inject({ url: '/login' })).headers,
      registry: (await shell.inject({ url: '/remotes.json' })).headers,
      manifest: (await remote.inject({ url: '/mf-manifest.json', headers: origin })).headers,
      entry: (await remote.inject({ url: '/remoteEntry.js', headers: origin })).headers,
    };
    await shell.close();
    await remote.close();
    process.stdout.write(JSON.stringify(answers));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Record<string, Record<string, unknown>>;
}
