// Where each Playwright worker's own servers listen (docs/decisions/0051-a-gateway-per-worker.md).
// Worker N (its parallelIndex, 0-based) has its shell on 4830+N, its sandbox gateway on 4840+N and
// its squad fixture remote on 4850+N. The remotes and the broken and incompatible fixture remotes
// are static and shared by every worker (4801-4807).

/** How many workers `pnpm e2e` runs: two, on the 2-core machines CI has. */
export const WORKERS = 2;

/** The most workers the ports above leave room for (`--workers` above this fails at once). */
export const MAX_WORKERS = 10;

const SHELL_BASE = 4830;
const GATEWAY_BASE = 4840;
const SQUAD_BASE = 4850;

export interface WorkerPorts {
  shell: number;
  gateway: number;
  squad: number;
}

export function workerPorts(parallelIndex: number): WorkerPorts {
  if (!Number.isInteger(parallelIndex) || parallelIndex < 0 || parallelIndex >= MAX_WORKERS) {
    throw new Error(`the browser tests have ports for ${MAX_WORKERS} workers (e2e/worker-ports.ts), not for worker ${parallelIndex}: run fewer workers`);
  }
  return { shell: SHELL_BASE + parallelIndex, gateway: GATEWAY_BASE + parallelIndex, squad: SQUAD_BASE + parallelIndex };
}

/** The origins a shell of `parallelIndex` may be opened on: what the remotes' servers let fetch their code (CORS). */
export function shellOrigins(parallelIndex: number): string[] {
  const { shell } = workerPorts(parallelIndex);
  return [`http://localhost:${shell}`, `http://127.0.0.1:${shell}`];
}

/** Every worker's shell origins: the shared remote servers answer each of them. */
export function everyShellOrigin(): string[] {
  return Array.from({ length: MAX_WORKERS }, (_, index) => shellOrigins(index)).flat();
}
