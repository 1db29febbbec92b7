// HTTP helpers of nginx-serving.test.ts: raw requests, free ports, waiting for a server, and the
// pre-compressed siblings of a build.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ROOT } from './static-image';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP request, nothing decoded: the test sees the bytes and headers nginx sends. */
export function get(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1' }, () => probe.close(() => resolve(true)));
  });
}

export async function waitFor(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode}): ${log()}`);
    try {
      if ((await get(url)).status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The pre-compressed siblings the production build writes on the serving branch
 * (compression-webpack-plugin: .br and .gz of text assets over 512 bytes); written here when the
 * build in this checkout has none, so the images' gzip_static/brotli_static are exercised.
 */
export function addCompressedSiblings(dir: string): void {
  for (const file of readdirSync(dir)) {
    const full = path.join(dir, file);
    if (!/\.(js|css|html|json|svg|txt)$/.test(file)) continue;
    const content = readFileSync(full);
    if (content.length < 512) continue;
    if (!existsSync(`${full}.gz`)) writeFileSync(`${full}.gz`, gzipSync(content));
    if (!existsSync(`${full}.br`)) writeFileSync(`${full}.br`, brotliCompressSync(content));
  }
}

/**
 * The release flags that give `version` of `remote` (published in `published`) to staff of
 * `staffDomains`, as `pnpm rollout <remote> <version> --staff` writes them (platform-tools/releases/flags.mjs).
 */
export function writeStaffCanaryFlags(releasesDir: string, remote: string, version: string, published: string, staffDomains: string[]): void {
  const flags = JSON.stringify(pathToFileURL(path.join(ROOT, 'platform-tools/releases/flags.mjs')).href);
  const release = {
    version,
    integrity: (JSON.parse(readFileSync(path.join(published, 'integrity.json'), 'utf8')) as { integrity: string }).integrity,
    declaration: JSON.parse(readFileSync(path.join(published, 'declaration.json'), 'utf8')) as unknown,
  };
  const state = { stable: null, canary: version, percent: 0, staff: true, businesses: [] };
  const code = `import { FLAGD_SCHEMA, flagKey, flagOf, writeFlagFile } from ${flags};
    writeFlagFile(${JSON.stringify(releasesDir)}, { $schema: FLAGD_SCHEMA, flags: { [flagKey(${JSON.stringify(remote)})]: flagOf(${JSON.stringify(state)}, () => (${JSON.stringify(release)}), ${JSON.stringify(staffDomains)}) } });`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
}
