// Serves the production stack and the monolith on the benchmark's own ports, from a snapshot of
// the builds, so that `pnpm start`, the e2e suite or a rebuild running at the same time cannot
// change what is measured. The benchmark's registry and deployment configuration are answered
// from the servers' memory, as the shell of `pnpm start` does. Both stacks reach the benchmark's own sandbox gateway under their
// `/api`, on their own origin, as the shell of `pnpm start` does. The servers and the gateway run
// in a process of their own at the lowest CPU priority (`startStack`), so that on a small machine
// they answer from the CPU the browser leaves idle, as a CDN and a gateway elsewhere would,
// instead of taking it from the page being measured.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ROOT } from 'platform-tools/build-targets';
import { deploymentFromEnv } from 'platform-tools/deployment';
import { REMOTES, SERVICES } from 'platform-tools/ports';
import { registryFromEnv } from 'platform-tools/registry';
import { cohortCookie, createCohortRegistry } from 'platform-tools/releases/cohort-registry';
import { FLAGD_SCHEMA, FLAGS_FILE, flagKey, flagOf, writeFlagFile } from 'platform-tools/releases/flags';
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
  const port = BENCH_PORTS[name];
  if (port === undefined) throw new Error(`the benchmark has no port for "${name}", which is not in platform-tools/catalogue.json`);
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

/** A flag per remote that serves the deployment's version to everyone, evaluated per page as pnpm start's shell does. */
function releaseCohorts(registry: ReturnType<typeof registryFromEnv>) {
  const dir = path.join(SNAPSHOT, 'releases');
  mkdirSync(dir, { recursive: true });
  const none = { stable: null, canary: null, percent: 0, staff: false, businesses: [] };
  writeFlagFile(dir, { $schema: FLAGD_SCHEMA, flags: Object.fromEntries(registry.remotes.map((remote) => [flagKey(remote.name), flagOf(none, () => undefined, [])])) });
  const cohorts = createCohortRegistry({ registry, flagsFile: path.join(dir, FLAGS_FILE) });
  return (request: { headers: { cookie?: string } }) => cohorts.registryFor(cohortCookie(request.headers.cookie));
}

function snapshot(): void {
  rmSync(SNAPSHOT, { recursive: true, force: true });
  for (const service of SERVICES) cpSync(path.join(ROOT, service.package, 'dist'), path.join(SNAPSHOT, service.name), { recursive: true });
  cpSync(MONOLITH_DIR, path.join(SNAPSHOT, 'monolith'), { recursive: true });
}

/**
 * The niceness of the servers' process (and of the gateway it starts, which inherits it): the
 * lowest priority Linux has. Measured on the 2-core machine, the servers at normal priority took
 * CPU from the renderer within the switches they answered, and the stack that asks more servers
 * for more files paid for it: the cold switch into card payments 230-244 ms composed against
 * 179-191 ms monolith, 217-219 against 190-194 ms at niceness 19 (10 interleaved rounds each,
 * docs/performance.md).
 */
export const SERVER_NICENESS = 19;

/** The line the servers' process prints when it serves: this prefix, then the stack's origins as JSON. */
const READY = 'bench-stack-ready ';
/** The line it prints when it could not start: this prefix, then the reason. */
const FAILED = 'bench-stack-failed ';

type StackOrigins = Omit<BenchStack, 'close'>;

/**
 * Starts the gateway and the servers in this process; on failure, stops whatever had started.
 * The benchmark calls `startStack`, which runs this in a low-priority process of its own.
 */
export async function serveStack(): Promise<BenchStack> {
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
      // As the shell's server of pnpm start does (issue 39): each page's registry is its session's
      // release cohort's, every remote's flag evaluated per request; here every flag serves the
      // deployment's version, so the stacks measured are the same and the evaluation's cost is in them.
      registryFor: releaseCohorts(registry),
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

/** Serves the stack in this process for `startStack`'s parent, until it is sent SIGTERM. */
export async function runStackServer(): Promise<void> {
  let stack: BenchStack;
  try {
    stack = await serveStack();
  } catch (error) {
    process.stdout.write(`${FAILED}${JSON.stringify(error instanceof Error ? error.message : String(error))}\n`);
    process.exitCode = 1;
    return;
  }
  const { close, ...origins } = stack;
  const stop = () => void close().then(() => process.exit(0));
  // Ctrl-C reaches this process too: the parent stops it (and so the gateway) with SIGTERM, or,
  // if the parent ends without doing so (killed), by closing this process's stdin.
  process.on('SIGINT', () => undefined);
  process.once('SIGTERM', stop);
  process.stdin.once('end', stop).resume();
  process.stdout.write(`${READY}${JSON.stringify(origins)}\n`);
}

/**
 * Starts the gateway and the servers (`serveStack`) in a process of their own at niceness
 * `SERVER_NICENESS`; resolves once they serve, rejects with their reason when they cannot.
 */
export async function startStack(): Promise<BenchStack> {
  const script = fileURLToPath(new URL('./stack-server.mjs', import.meta.url));
  // stdin stays open for the child's life: its end tells the servers the benchmark is gone.
  const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'inherit'] });
  if (child.pid !== undefined) setPriority(child.pid, SERVER_NICENESS);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // A benchmark that ends without calling close (an uncaught error) still ends the servers.
  const onExit = () => child.kill('SIGTERM');
  process.once('exit', onExit);
  const origins = await new Promise<StackOrigins>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith(READY)) resolve(JSON.parse(line.slice(READY.length)) as StackOrigins);
      else if (line.startsWith(FAILED)) reject(new Error(JSON.parse(line.slice(FAILED.length)) as string));
    });
    child.once('error', reject);
    void exited.then(() => reject(new Error('the servers stopped before they served')));
  }).catch(async (error: unknown) => {
    process.removeListener('exit', onExit);
    await close();
    throw error;
  });
  return {
    ...origins,
    close: async () => {
      process.removeListener('exit', onExit);
      await close();
    },
  };
}
