import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ACCESS_TOKEN_TTL_SECONDS, CARDS_ALIAS_ORIGIN, FIXTURE_ORIGIN, INCOMPATIBLE_ORIGIN, RELEASE_FILES_DIR } from '../playwright.config';
import { workerPorts } from '../worker-ports';

// Each Playwright worker's own shell server and sandbox gateway, with its own database
// (docs/decisions/0051-a-gateway-per-worker.md): what one test resets, seeds, breaks or signs out
// is seen by no test of another worker. The remotes' static servers are shared (playwright.config.ts).

const ROOT = path.resolve(__dirname, '../..');

/** The servers of the worker this process runs. */
export interface WorkerStack {
  /** The worker's parallelIndex, which its ports follow (e2e/worker-ports.ts). */
  index: number;
  /** The shell's origin: every page of the worker's tests (their baseURL). */
  shellUrl: string;
  /** The worker's sandbox gateway itself, for its test-mode control API (reset, faults, outbox). */
  sandboxUrl: string;
  /** The origin the worker serves squad fixture remotes on; its shell allows overrides from it. */
  squadOrigin: string;
  /** The worker's own release store and flags (RELEASES_DIR of `pnpm release`); the files are shared. */
  releasesDir: string;
  /** The process id of the worker's shell server: a release never restarts it. */
  shellPid: number;
}

/** Page views of a canary before the browser tests' health gate judges it. */
export const HEALTH_GATE_MIN_LOADS = 3;

let current: WorkerStack | undefined;

/** This worker's servers; only inside a test or a hook, once the worker fixture has started them. */
export function workerStack(): WorkerStack {
  if (!current) throw new Error("the worker's shell and gateway are not started: call this from a test or a hook (fixtures.ts starts them)");
  return current;
}

export const shellUrl = (): string => workerStack().shellUrl;
export const sandboxUrl = (): string => workerStack().sandboxUrl;
export const squadOrigin = (): string => workerStack().squadOrigin;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: 'localhost' }, () => probe.close(() => resolve(true)));
  });
}

/**
 * Waits (a little) for a port: the previous worker of this slot has closed its servers before this
 * one starts (Playwright stops a worker before it starts the next in its slot), so a port still taken
 * is somebody else's — another e2e run, or a leftover of a killed one.
 */
async function claim(port: number, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await portIsFree(port))) {
    if (Date.now() > deadline) throw new Error(`${what} needs port ${port}, which is in use: is another e2e run (or a leftover of one) holding it?`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface Server {
  name: string;
  child: ChildProcess;
  log: string;
  exited: Promise<number | null>;
}

function start(name: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; log: string }): Server {
  const child = spawn(process.execPath, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(options.log);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, log: options.log, exited };
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no output)';
  }
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const killed = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
  await server.exited;
  clearTimeout(killed);
}

async function waitUntilHealthy(url: string, servers: Server[]): Promise<void> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const dead = servers.find((server) => server.child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited with ${dead.child.exitCode} before the stack was up:\n${tail(dead.log)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 45 s:\n${servers.map((s) => `${s.name}:\n${tail(s.log)}`).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts the worker's sandbox gateway (test mode, a fresh database) and the shell's server in front of
 * it, the way `pnpm start` runs them, and waits until the shell's /api/health answers through both.
 * `logDir` keeps their output (the worker's folder under test-results).
 */
export async function startWorkerStack(index: number, logDir: string): Promise<{ stack: WorkerStack; stop: () => Promise<void> }> {
  const ports = workerPorts(index);
  await claim(ports.gateway, `worker ${index}'s sandbox gateway`);
  await claim(ports.shell, `worker ${index}'s shell`);
  mkdirSync(logDir, { recursive: true });
  const data = mkdtempSync(path.join(os.tmpdir(), `mdp-e2e-worker-${index}-`));
  const releasesDir = path.join(data, 'releases');
  // The shell's release health gate reads the worker's collector with it (decision 0058).
  const collectorKey = randomBytes(32).toString('base64url');
  const servers = [
    // sandbox-gateway's `start` script (tsx src/main.ts), as one process.
    start('gateway', ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT, 'sandbox-gateway'),
      log: path.join(logDir, `worker-${index}-gateway.log`),
      env: {
        GATEWAY_PORT: String(ports.gateway),
        SANDBOX_TEST_MODE: '1',
        // Every test signs in at least once: at the gateway's own scrypt cost each sign-in took
        // 0.12 s of a core, which the two browsers need (decision 0051).
        SANDBOX_PASSWORD_COST: '1024',
        ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
        SANDBOX_DB_PATH: path.join(data, 'sandbox.db'),
        TELEMETRY_READ_KEY: collectorKey,
      },
    }),
    start('shell', ['platform-tools/bin/serve.mjs', 'shell'], {
      cwd: ROOT,
      log: path.join(logDir, `worker-${index}-shell.log`),
      env: {
        SHELL_PORT: String(ports.shell),
        GATEWAY_URL: `http://localhost:${ports.gateway}`,
        REMOTE_OVERRIDE_ORIGINS: [FIXTURE_ORIGIN, INCOMPATIBLE_ORIGIN, `http://localhost:${ports.squad}`, CARDS_ALIAS_ORIGIN].join(','),
        RELEASES_DIR: releasesDir,
        RELEASE_FILES_DIR,
        TELEMETRY_READ_KEY: collectorKey,
        // A canary is judged after a few page views, and looked at twice a second (releases.spec.ts).
        RELEASE_HEALTH_MIN_LOADS: String(HEALTH_GATE_MIN_LOADS),
        RELEASE_HEALTH_INTERVAL_MS: '500',
      },
    }),
  ];
  const stack: WorkerStack = {
    index,
    shellUrl: `http://localhost:${ports.shell}`,
    sandboxUrl: `http://localhost:${ports.gateway}`,
    squadOrigin: `http://localhost:${ports.squad}`,
    releasesDir,
    shellPid: servers[1].child.pid ?? -1,
  };
  const stopAll = async () => {
    current = undefined;
    await Promise.all(servers.map(stop));
    rmSync(data, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(`${stack.shellUrl}/api/health`, servers);
  } catch (error) {
    await stopAll();
    throw error;
  }
  current = stack;
  return { stack, stop: stopAll };
}
