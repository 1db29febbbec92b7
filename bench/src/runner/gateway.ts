// The benchmark's own sandbox gateway: the package's `start` script, as `pnpm start` runs it, on
// the benchmark's port and on a fresh database in a temporary folder, so that a run never touches
// (or depends on) the data of `pnpm start` or the e2e suite. It runs in a process group of its
// own (pnpm, tsx and the gateway), which `stop` ends by its id.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from 'platform-tools/build-targets';

export interface BenchGateway {
  origin: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the group led by `pid` is still there. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

async function answersHealth(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

export async function startGateway({ host, port }: { host: string; port: number }): Promise<BenchGateway> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-gateway-'));
  const origin = `http://${host}:${port}`;
  const child = spawn('pnpm', ['--silent', '--filter', 'sandbox-gateway', 'start'], {
    cwd: ROOT,
    env: { ...process.env, GATEWAY_PORT: String(port), GATEWAY_HOST: host, SANDBOX_DB_PATH: path.join(dataDir, 'sandbox.db') },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  child.on('exit', () => (exited = true));
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });

  const pid = child.pid;
  // A benchmark that ends without calling stop (an uncaught error) still ends its gateway.
  const onExit = () => {
    if (pid !== undefined) signalGroup(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    if (pid !== undefined && groupAlive(pid)) {
      signalGroup(pid, 'SIGTERM');
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
      if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await spawned;
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!(await answersHealth(origin))) {
      if (exited) throw new Error(`the sandbox gateway stopped before it answered:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the sandbox gateway did not answer on ${origin} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
      await sleep(250);
    }
    if (exited) throw new Error(`something else answers on ${origin}; the sandbox gateway stopped:\n${output}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** One row count of the card payments list: each filter's p95 (sandbox-gateway/src/measure/list-growth.ts). */
export interface GatewayListSample {
  rows: number;
  p95Ms: Record<string, number>;
}

/**
 * The card payments list at 5,000 and 50,000 rows (issue 17), measured by the gateway package's
 * own script on a gateway and database of its own, in a process of its own, after the browser
 * rounds. Its last line of output is the JSON it measured.
 */
export function measureGatewayList(): Promise<GatewayListSample[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--silent', '--filter', 'sandbox-gateway', 'exec', 'tsx', 'src/measure/list-growth.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = output.trim().split('\n').pop() ?? '';
      if (code !== 0) reject(new Error(`the gateway list measurement ended with ${code}:\n${errors}`));
      else {
        try {
          resolve(JSON.parse(last) as GatewayListSample[]);
        } catch {
          reject(new Error(`the gateway list measurement printed no JSON:\n${output}${errors}`));
        }
      }
    });
  });
}
