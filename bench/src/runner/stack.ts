// Serves the production stack and the monolith on the benchmark's own ports, from a snapshot of
// the builds, so that `pnpm start`, the e2e suite or a rebuild running at the same time cannot
// change what is measured. The benchmark's registry and deployment configuration are answered
// from the servers' memory, as the shell of `pnpm start` does. Both stacks reach the benchmark's own sandbox gateway under their
// `/api`, on their own origin, as the shell of `pnpm start` does.
import { cpSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT } from 'platform-tools/build-targets';
import { deploymentFromEnv } from 'platform-tools/deployment';
import { REMOTES, SERVICES } from 'platform-tools/ports';
import { registryFromEnv } from 'platform-tools/registry';
import { serveStatic } from 'platform-tools/serve';
import { MONOLITH_DIR } from './builds';
import { BENCH_PORTS } from './config';
import { startGateway } from './gateway';

const HOST = 'localhost';
const SNAPSHOT = path.join(ROOT, 'bench/.build/stack');

export interface BenchStack {
  shellOrigin: string;
  monolithOrigin: string;
  gatewayOrigin: string;
  /** Registry name → origin. */
  remoteOrigins: Record<string, string>;
  close(): Promise<void>;
}

function benchPort(name: string): number {
  const port = (BENCH_PORTS as Record<string, number>)[name];
  if (port === undefined) throw new Error(`the benchmark has no port for "${name}": add it to BENCH_PORTS in bench/src/runner/config.ts`);
  return port;
}

const originOf = (name: string) => `http://${HOST}:${benchPort(name)}`;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: HOST }, () => probe.close(() => resolve(true)));
  });
}

/** Fails, naming every taken port, before anything is built or started. */
export async function checkPortsFree(): Promise<void> {
  const taken: number[] = [];
  for (const port of Object.values(BENCH_PORTS)) if (!(await portIsFree(port))) taken.push(port);
  if (taken.length) {
    throw new Error(`the benchmark needs ports ${Object.values(BENCH_PORTS).join(', ')}; taken: ${taken.join(', ')} (another pnpm bench?)`);
  }
}

/** remotes.json for the benchmark's shell: every remote's manifest on its benchmark port. */
function benchRegistry() {
  const env: Record<string, string> = {};
  for (const remote of REMOTES) {
    env[remote.env] = String(benchPort(remote.name));
    env[`REMOTE_${remote.name.toUpperCase().replace(/-/g, '_')}_MANIFEST`] = `${originOf(remote.name)}/mf-manifest.json`;
  }
  return registryFromEnv(env);
}

function snapshot(): void {
  rmSync(SNAPSHOT, { recursive: true, force: true });
  for (const service of SERVICES) cpSync(path.join(ROOT, service.package, 'dist'), path.join(SNAPSHOT, service.name), { recursive: true });
  cpSync(MONOLITH_DIR, path.join(SNAPSHOT, 'monolith'), { recursive: true });
}

/** Starts the gateway and the servers; on failure, stops whatever had started. */
export async function startStack(): Promise<BenchStack> {
  snapshot();
  const shellOrigin = originOf('shell');
  const gatewayOrigin = originOf('gateway');
  const running: Array<() => Promise<void>> = [];
  const close = async () => {
    await Promise.all(running.splice(0).map((stop) => stop()));
  };
  try {
    const gateway = await startGateway({ host: HOST, port: benchPort('gateway') });
    running.push(() => gateway.stop());
    type Options = Omit<Parameters<typeof serveStatic>[0], 'name' | 'root' | 'port' | 'host'>;
    const serve = async (name: string, options: Options) => {
      const server = await serveStatic({ name: `bench ${name}`, root: path.join(SNAPSHOT, name), port: benchPort(name), host: HOST, ...options });
      running.push(() => server.close());
    };
    // The default deployment (main brand, token authentication), whatever DASHBOARD_* says, for
    // both stacks: the shell reads it before login.
    const deployment = deploymentFromEnv({});
    const registry = benchRegistry();
    await serve('shell', {
      spa: true,
      apiUpstream: gatewayOrigin,
      registry,
      runtimeConfig: { '/remotes.json': registry, '/deployment.json': deployment },
    });
    for (const remote of REMOTES) await serve(remote.name, { corsOrigins: [shellOrigin] });
    await serve('monolith', { spa: true, apiUpstream: gatewayOrigin, runtimeConfig: { '/deployment.json': deployment } });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    shellOrigin,
    monolithOrigin: originOf('monolith'),
    gatewayOrigin,
    remoteOrigins: Object.fromEntries(REMOTES.map((remote) => [remote.name, originOf(remote.name)])),
    close,
  };
}
