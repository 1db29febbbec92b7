// Builds what is out of date (the stack as `pnpm build` builds it, and the monolith) and keeps
// the seconds each production build took, so `buildSeconds` is known without rebuilding every run.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOutOfDate } from 'platform-tools/build';
import { ROOT, STAMP, inputHash, isUpToDate } from 'platform-tools/build-targets';
import { SERVICES } from 'platform-tools/ports';

/** The packages of the composed stack: the shell and every remote. */
export const STACK_PACKAGES = SERVICES.map((service) => service.package);
export const MONOLITH_DIR = path.join(ROOT, 'bench/dist');

const RECORD = path.join(ROOT, 'bench/.build/build-seconds.json');

/** For each build: the inputs it was made from, and how long it took. */
type BuildRecord = Record<string, { inputs: string; seconds: number }>;

function readRecord(): BuildRecord {
  return existsSync(RECORD) ? (JSON.parse(readFileSync(RECORD, 'utf8')) as BuildRecord) : {};
}

/** The input hash that `pnpm build` stamped into a package's dist. */
function stampOf(pkg: string): string | undefined {
  const stamp = path.join(ROOT, pkg, 'dist', STAMP);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8') : undefined;
}

/** The monolith reads its own sources, the shell's and every remote's (and the common inputs). */
function monolithInputs(): string {
  const hash = createHash('sha256');
  for (const target of ['bench/src/monolith', 'bench/webpack.config.mjs', ...STACK_PACKAGES]) hash.update(inputHash(target));
  return hash.digest('hex');
}

function buildMonolith(): Promise<number> {
  const started = performance.now();
  const cli = path.join(ROOT, 'bench/node_modules/webpack-cli/bin/cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--mode', 'production'], { cwd: path.join(ROOT, 'bench'), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`the monolith failed to build:\n${output}`));
    });
  });
}

/**
 * Builds what is out of date. A package that is up to date but was built outside the benchmark
 * (`pnpm build`, `pnpm test`) has no known build time: then everything is rebuilt once, two at a
 * time as `pnpm build` does, to measure it. `rebuild` forces that.
 */
export async function prepareBuilds({ rebuild, log }: { rebuild: boolean; log: (message: string) => void }): Promise<Record<string, number>> {
  const record = readRecord();
  const unknown = STACK_PACKAGES.filter((pkg) => isUpToDate(pkg) && record[pkg]?.inputs !== stampOf(pkg));
  if (unknown.length && !rebuild) log(`no build time recorded for ${unknown.join(', ')}: rebuilding everything once to measure`);
  const seconds = await buildOutOfDate({ force: rebuild || unknown.length > 0, log });
  for (const pkg of STACK_PACKAGES) {
    const inputs = stampOf(pkg);
    if (seconds[pkg] !== undefined && inputs) record[pkg] = { inputs, seconds: seconds[pkg] };
  }
  const inputs = monolithInputs();
  if (rebuild || record.monolith?.inputs !== inputs || !existsSync(path.join(MONOLITH_DIR, 'index.html'))) {
    log('building the monolith …');
    record.monolith = { inputs, seconds: await buildMonolith() };
    log(`built the monolith in ${record.monolith.seconds.toFixed(1)} s`);
  }
  mkdirSync(path.dirname(RECORD), { recursive: true });
  writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
  return Object.fromEntries(
    [...STACK_PACKAGES, 'monolith'].map((pkg) => [pkg, Number((record[pkg]?.seconds ?? NaN).toFixed(1))]),
  );
}
